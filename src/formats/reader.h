/* reader: one way to read records whatever the format. The format is named
 * (tagged, json) or found from the first byte: '{' starts a JSON line.
 * Ownership: the caller keeps f; reader_close frees the reader. */
#ifndef ARB_READER_H
#define ARB_READER_H

#include <stdio.h>

#include "base/diag.h"
#include "core/record.h"

typedef enum { FMT_AUTO, FMT_TAGGED, FMT_JSON } rec_format;

typedef struct rec_reader rec_reader;

rec_reader *reader_open(FILE *f, const char *name, rec_format fmt);
void reader_close(rec_reader *r);
/* 1 a record, 0 the end, -1 an unreadable record (reading goes on), -2 a read error. */
int reader_next(rec_reader *r, record *rec, diag *d);

#endif
