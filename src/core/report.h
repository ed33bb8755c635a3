/* report: verdicts for people (one line per record, errors in the GNU form
 * with the source line and a caret) and for machines (JSON Lines). */
#ifndef ARB_REPORT_H
#define ARB_REPORT_H

#include <stdio.h>

#include "core/record.h"
#include "core/referee.h"

typedef struct report {
	FILE *out, *err;
	int json, quiet;
	int per_file;   /* a summary line after each file */
	long count[4];  /* by ref_status */
	long fcount[4]; /* the same, in the file being read */
	buf line;       /* the line being written (text or JSON) */
	buf msg;        /* a verdict's message, escaped (report.c's rep_record) */
	/* A text line's file name and rule set name, and an error's file name
	 * on standard error, as last escaped (raw: the text, shown: escaped):
	 * the same for every record of a file, so escaped once, not once a
	 * line. */
	struct rep_memo {
		buf raw, shown;
	} file_name, rules_name, diag_file;
} report;

void rep_record(report *p, const record *rec, const verdict *v);
/* For tests only: set, rep_record writes its lines the usual way, with
 * none of the shortcuts for plain text (a name added as it lies, a source
 * line looked at once, the message escaped once for both lines). */
extern int rep_plain_way;
/* "FILE #N (White - Black)": how a record is named, added to b. */
void rep_name(buf *b, const record *rec);
/* The members of the object validate --json writes for a verdict, written
 * into b (base/jsonw.h), without the braces: a caller may add its own. */
void rep_verdict_fields(buf *b, const record *rec, const verdict *v);
/* Ends the JSON text in b with a newline and writes it to f; -1, said on
 * standard error, when b ran out of memory. */
int rep_line(FILE *f, buf *b);
/* A match that has ended: its games, final score and winner. */
void rep_match(report *p, const ref_match *m);
/* "N records: V valid, I illegal, M mismatched, U unreadable" */
void rep_summary(report *p);
/* With per_file: "FILE: N records: ..." for the file just read. */
void rep_file_summary(report *p, const char *file);
/* Frees the report's line buffer. */
void rep_free(report *p);
/* The exit status the counts call for: 0, 1 (illegal or mismatched), 2. */
int rep_status(const report *p);
/* Prints d in the GNU form, then the source line from text (whose first
 * line is first_line) with a caret under the column. */
void rep_diag(FILE *f, const diag *d, const char *text, size_t len, long first_line);

#endif
