/* streams: standard output and error, each behind a stream of ours (once,
 * at start) whose write does two things before the bytes reach the
 * descriptor: a hook runs (the progress line makes way), and text for
 * people has its control characters shown escaped (base/plain.h), so that
 * what a record holds (a player named "\e[8m") cannot act on the terminal.
 * Standard error is always text; standard output only once a command says
 * it prints text (its records, JSON, SVG or HTML go out as they are).
 * Standard error is buffered unless it is a terminal or the file standard
 * output goes to, and flushed before standard output writes; where both go
 * to one file, standard output is flushed before a message, so the file
 * gets their lines in the order they would have had unbuffered; in a
 * command whose output is read once it is done (streams_gather), a message
 * goes into standard output's buffer instead, not a write a message. */
#ifndef ARB_STREAMS_H
#define ARB_STREAMS_H

/* Once, at start; before_write (may be NULL) runs before every write. */
void streams_init(void (*before_write)(void));
/* Standard output carries text for people from now on. */
void streams_text(void);
/* The command's output is read once it is done (validate, convert,
 * compare: no one answers a message as it comes): standard output is
 * buffered 64 kB, not 8 (but on a terminal, or one file opened twice), and
 * where both streams go to one file, pipe or socket at one offset, a
 * message goes into that buffer after what it holds, written with it. For
 * tests, ARBITER_GATHER=0 writes each message as it comes. */
void streams_gather(void);
/* The errno of standard output's last write that failed, or 0: the
 * reason is said at the end, when the write that failed is long past
 * (an answer no one read: EPIPE). */
int streams_out_error(void);

#endif
