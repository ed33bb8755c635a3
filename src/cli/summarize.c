/* arbiter summarize: folds the JSON Lines of `validate --json` (from any
 * number of runs or parts, in any order) into the summary and the match
 * lines one run prints. */
#include <getopt.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/jsonw.h"
#include "base/plain.h"
#include "cli/cli.h"
#include "cli/streams.h"
#include "core/report.h"
#include "formats/lines.h"

static const char usage[] =
	"Usage: arbiter summarize [OPTION]... [FILE]...\n"
	"Fold the JSON Lines that 'arbiter validate --json' printed, from any number\n"
	"of runs or parts in any order, into what one run prints at its end: a line\n"
	"for each match, then the summary. With no FILE, or when FILE is -, read\n"
	"standard input.\n"
	"\n"
	"      --json            the match objects as they were, then the summary as\n"
	"                        one object {\"records\", \"valid\", \"illegal\",\n"
	"                        \"mismatched\", \"unreadable\"}\n"
	"  -h, --help            show this help and exit\n"
	"\n"
	"Exit status: as validate's over the same records: 0 all valid, 1 some\n"
	"illegal or mismatched, 2 some unreadable, or a line that is not a verdict.\n";

/* The longest line validate --json writes is a few KiB (a file's name,
 * a message, a token, each bounded): a line past this is none of its. */
enum { VERDICT_MAX = 1 << 20 };

/* A match object read, written back as a line as validate wrote it. */
static void put_object(json_t *o)
{
	json_dumpf(o, stdout, JSON_COMPACT | JSON_PRESERVE_ORDER);
	fputc('\n', stdout);
}

/* A match object of validate --json, as the text report says it: its
 * names as the bytes they stand for (base/jsonw.h), as validate shows
 * them. */
static int match_line(report *rep, json_t *o)
{
	ref_match m;
	json_t *players = json_object_get(o, "players"), *score = json_object_get(o, "final_score");
	const char *file = json_string_value(json_object_get(o, "file"));
	char *bytes;

	if (!file || !json_is_array(players) || !json_is_array(score) ||
	    !json_is_integer(json_object_get(o, "length")) ||
	    !json_is_integer(json_object_get(o, "games")))
		return -1;
	memset(&m, 0, sizeof m);
	m.active = 1;
	if (!(bytes = strdup(file)))
		return -1;
	m.file = jw_bytes(bytes);
	snprintf(m.id, sizeof m.id, "%" JSON_INTEGER_FORMAT,
		 json_integer_value(json_object_get(o, "match")));
	m.length = (int)json_integer_value(json_object_get(o, "length"));
	m.games = (int)json_integer_value(json_object_get(o, "games"));
	for (int i = 0; i < 2; i++) {
		const char *p = json_string_value(json_array_get(players, (size_t)i));
		char *name = strdup(p ? p : "?");
		size_t n;
		if (!name) {
			free(bytes);
			return -1;
		}
		n = strlen(jw_bytes(name));
		if (n >= sizeof m.players[i]) /* validate's are no longer: cut as it cuts */
			n = plain_cut(name, sizeof m.players[i] - 1);
		memcpy(m.players[i], name, n);
		m.players[i][n] = '\0';
		free(name);
		m.score[i] = (int)json_integer_value(json_array_get(score, (size_t)i));
	}
	rep_match(rep, &m);
	free(bytes);
	return 0;
}

static int status_of(const char *s)
{
	static const char *const name[] = { [ST_VALID] = "valid", [ST_ILLEGAL] = "illegal",
					     [ST_MISMATCH] = "mismatch", [ST_UNREADABLE] = "unreadable" };

	for (int k = 0; k < 4; k++)
		if (!strcmp(s, name[k]))
			return k;
	return -1;
}

/* One input: every line a verdict or a match; 0, or 2 when some line was not. */
static int one_input(const char *path, report *rep, int as_json)
{
	const char *name = strcmp(path, "-") ? path : "<stdin>";
	FILE *f = cli_open(path, stderr);
	lines in;
	int status = 0, r;

	if (!f)
		return 2;
	memset(&in, 0, sizeof in);
	in.f = f;
	while ((r = lines_next(&in)) != 0) {
		json_error_t e;
		json_t *o = NULL;
		const char *kind, *st;
		int k, ok = 0;
		const char *line = in.p;
		ssize_t n = in.len;
		long lineno = in.no;
		if (r == -2) {
			fprintf(stderr, "arbiter: %s: read error\n", name);
			status = 2;
			break;
		}
		if (r == -3) {
			fprintf(stderr, "arbiter: %s:%ld: a line longer than %d MiB, passed over\n",
				name, lineno, LINES_MAX >> 20);
			status = 2;
			continue;
		}
		if (n == 1 && line[0] == '\n')
			continue;
		if (n > VERDICT_MAX) { /* not parsed: its tree would take some 80 times its size */
			fprintf(stderr, "arbiter: %s:%ld: not a line of 'arbiter validate --json': "
				"longer than %d KiB, as none of its lines is\n", name, lineno,
				VERDICT_MAX >> 10);
			status = 2;
			continue;
		}
		e.text[0] = 0;
		o = json_loadb(line, (size_t)n, JSON_DECODE_ANY, &e);
		kind = json_string_value(json_object_get(o, "type"));
		st = json_string_value(json_object_get(o, "status"));
		if (kind && !strcmp(kind, "match")) {
			if (as_json)
				put_object(o);
			ok = as_json || match_line(rep, o) == 0;
		} else if (st && !kind && (k = status_of(st)) >= 0) {
			rep->count[k]++;
			ok = 1;
		}
		if (!ok) {
			fprintf(stderr, "arbiter: %s:%ld: not a line of 'arbiter validate --json'%s%s\n",
				name, lineno, o ? "" : ": ", o ? "" : e.text);
			status = 2;
		}
		json_decref(o);
	}
	lines_free(&in);
	cli_close(f);
	return status;
}

int cmd_summarize(int argc, char **argv)
{
	static const struct option longs[] = {
		{ "json", no_argument, NULL, 'J' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	static char *const dash[] = { "-" };
	report rep = { .out = stdout, .err = stderr };
	int c, as_json = 0, status = 0, nfiles;
	char *const *files;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":h", longs, NULL)) != -1) {
		switch (c) {
		case 'J': as_json = 1; break;
		case 'h': fputs(usage, stdout); return 0;
		default: return cli_bad_option("summarize", argv, c);
		}
	}
	if (!as_json)
		streams_text(); /* for people: what records hold is shown, not obeyed */
	nfiles = argc - optind;
	files = nfiles ? argv + optind : dash;
	for (int i = 0; i < (nfiles ? nfiles : 1); i++) {
		int s = one_input(files[i], &rep, as_json);
		if (s > status)
			status = s;
	}
	if (as_json) {
		long *k = rep.count;
		printf("{\"records\":%ld,\"valid\":%ld,\"illegal\":%ld,\"mismatched\":%ld,"
		       "\"unreadable\":%ld}\n", k[0] + k[1] + k[2] + k[3], k[ST_VALID], k[ST_ILLEGAL],
		       k[ST_MISMATCH], k[ST_UNREADABLE]);
	} else {
		rep_summary(&rep);
	}
	rep_free(&rep);
	return status ? status : rep_status(&rep);
}
