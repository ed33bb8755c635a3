/* engine: a program that plays, run as a child process that reads a line
 * and answers a line (arbiter match). */
#ifndef ARB_ENGINE_H
#define ARB_ENGINE_H

#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

enum { ENGINE_LINE = 1 << 16, ENGINE_ERR_SHOWN = 1 << 20 };

typedef struct engine {
	const char *cmd;      /* a shell command */
	pid_t pid;            /* 0: not running */
	int to, from;         /* its standard input and output */
	int err;              /* its standard error, read and shown escaped; -1 closed */
	char err_tail[4];     /* a UTF-8 character it cut short there, for the next read */
	size_t nerr_tail;
	int err_open_line;    /* what was shown of it ends inside a line */
	size_t err_shown;     /* bytes of it shown this game (engine_new_game) */
	int exited;           /* its own process ended and was waited for, while
			       * what it started may hold its pipes open */
	int killed;           /* engine_stop ended it: it had not ended itself */
	char in[ENGINE_LINE]; /* what it wrote and was not read yet */
	size_t nin;
	int status;           /* how it ended (waitpid's), once it has */
	int slot;             /* its place among those a signal kills (cli/ending.h) */
} engine;

/* Starts the command with sh -c (after "--": a command may start with
 * '-'), in a process group of its own, which a
 * signal that ends the program kills too (cli/ending.h): 0, or -1 with
 * errno. What it writes to its standard error reaches the program's as
 * text for people is shown (base/plain.h: a terminal's escapes, a carriage
 * return, bytes that are not UTF-8 escaped), read whenever the engine is
 * waited on: a hostile engine's words are shown, never obeyed; at most
 * ENGINE_ERR_SHOWN bytes of them a game, the rest read and dropped with a
 * line that says so (a flood would fill the disk of the match's log). */
int engine_start(engine *e);
/* Each game shows ENGINE_ERR_SHOWN bytes of its standard error anew. */
void engine_new_game(engine *e);
/* The moment seconds from now, as the deadlines below are given: one for
 * a move's question and answer both, so that an engine slow to read its
 * question has no more time for its answer. */
double engine_deadline(double seconds);
/* Writes one line (a '\n' is added) by the deadline: 0; -1 the engine
 * reads no more (or its own process ended); -2 the time ran out (it does
 * not read). */
int engine_send(engine *e, const char *line, double deadline);
/* Its next line, without the '\n' (and a '\r' before it), into line of n
 * bytes, waiting until the deadline: 0; -1 it ended (or closed its output)
 * first: its own process ended is its end, though what it started may
 * hold its output open; -2 the time ran out; -3 a line longer than ENGINE_LINE; -4 a line
 * that holds a NUL byte (binary data: taken, and no move). */
int engine_read(engine *e, char *line, size_t n, double deadline);
/* Ends it: its input closed, a moment's grace to go, then SIGKILL for its
 * whole process group (now, with kill set); the status it ended with, and
 * killed set when it had not ended by itself. */
void engine_stop(engine *e, int kill);
/* Does the command name the file st (a word of it, or a word's part after
 * '=', '<' or '>', as a path; its first word also as the shell finds it on
 * PATH)? 1 or 0: -o must not write over an engine's own program, its
 * script or a file it reads. */
int engine_names_file(const engine *e, const struct stat *st);
/* How it ended, in words ("exited with status 1", "was killed by signal
 * 9"), or "" when it has not. */
const char *engine_end(const engine *e, char *out, size_t n);

#endif
