/* validate's parts: refereeing one record into a report (validate.c), and
 * doing it on several threads (jobs.c). */
#ifndef ARB_VALIDATE_H
#define ARB_VALIDATE_H

#include "cli/walk.h"
#include "core/referee.h"
#include "core/report.h"

/* --part K/N: the records whose place in the input falls in the K-th of N
 * equal stretches of its bytes; a match goes whole to the part its first
 * game falls in. */
typedef struct cut {
	long k, n;            /* 0: the whole input */
	double total, at;     /* the input's bytes; where the next record starts */
	double done;          /* the bytes of the files read */
	double end;           /* where the file being read ends; < 0: not known */
	const char *mfile;    /* the match being read, its last game, and its part */
	char mid[32];
	long mgame, mpart;
} cut;

/* A referee and the report it writes to. */
typedef struct run {
	referee *ref;
	report rep;
	cut part;
	/* a long record judged in windows as it is read (val_window): its
	 * verdict so far, to be given when the record ends */
	int windowed;
	verdict v;
} run;

/* A cli_record_fn (cli/cli.h) whose arg is a run: judges the record and
 * reports it; at the end of a file, the match it leaves open and the
 * file's summary. With --part, 1 once the file goes on past the part. */
int val_record(const char *file, const record *rec, const diag *unreadable, void *arg);
/* A rec_taker's fn (core/record.h) whose arg is a run: a long record's
 * movetext so far is judged, then dropped; val_record gives its verdict
 * when it ends. */
void val_window(void *arg, record *rec);
/* A record judged in windows that does not end (a read error cut it
 * short): it is not judged, and the matches are as before it. */
void val_abandon(run *r);
/* The taker of long records for a run (arg): validate hands over records
 * of REC_WINDOW elements or more; for tests, ARBITER_WINDOW=N of N. */
rec_taker val_taker(void *arg);

enum { VAL_MAX_JOBS = 64 };

/* What -j shares with its workers. */
typedef struct val_jobs {
	int jobs;
	const char *vname, *notation;
	const cli_walk *walk;
	int json, quiet, per_file;
	cli_rules *rules; /* opened by the command: the reading thread's, closed by val_in_parallel */
} val_jobs;

/* The threads -j jobs runs on: jobs, but no more than the cores this
 * process may run on (or ARBITER_CORES, for tests), nor than 8; 1: it runs
 * as -j 1. */
long val_threads(long jobs);

/* The named files (standard input when none) on j->jobs threads, the
 * report printed as one thread prints it, counted into total. The exit
 * status of reading: 0, or 2 when some input could not be read. */
int val_in_parallel(const val_jobs *j, int nfiles, char **files, report *total);

#endif
