/* A FIFO named as an input or an output (cli/fifo.c). */
#ifndef ARB_CLI_FIFO_H
#define ARB_CLI_FIFO_H

/* The FIFO at path opened for reading, blocking once open, with something
 * to read (or its writer gone: the end of the file). Where no program
 * writes to it within a moment, a line on standard error says the run
 * waits for one. The descriptor, or -1 (errno says why). */
int fifo_open_read(const char *path);
/* The same for writing: said where no program reads it yet. */
int fifo_open_write(const char *path);

#endif
