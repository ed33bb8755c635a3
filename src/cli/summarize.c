/* arbiter summarize: folds the JSON Lines of `validate --json` (from any
 * number of runs or parts, in any order) into the summary and the match
 * lines one run prints. */
#include <getopt.h>
#include <jansson.h>
#include <limits.h>
#include <stdint.h>
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
	"illegal or mismatched, 2 some unreadable, a line that is not validate's, or\n"
	"a record given again (the same file and record: counted once).\n";

/* The longest line validate --json writes is a few KiB (a file's name,
 * a message, a token, each bounded): a line past this is none of its. */
enum { VERDICT_MAX = 1 << 20 };

/* What a member of a line of validate --json is: its type, and for an
 * integer its range. */
enum kind { K_STR, K_STR_NULL, K_INT, K_BOOL, K_OBJ_NULL, K_STR_PAIR, K_INT_PAIR,
	    K_RESULT, K_RESULT_NULL }; /* a result as validate writes it: 1-0, 0-1, 1/2-1/2, * */
typedef struct member {
	const char *name;
	enum kind kind;
	json_int_t min, max; /* K_INT, K_INT_PAIR */
} member;

/* The members every verdict has (the others, a game's own, are not read). */
static const member verdict_members[] = {
	{ "file", K_STR, 0, 0 },	    { "record", K_INT, 1, LONG_MAX },
	{ "game", K_STR_NULL, 0, 0 },	    { "variant", K_STR_NULL, 0, 0 },
	{ "status", K_STR, 0, 0 },	    { "plies", K_INT, 0, INT_MAX },
	{ "result", K_RESULT, 0, 0 },	    { "termination", K_STR_NULL, 0, 0 },
	{ "verified", K_BOOL, 0, 0 },	    { "reason", K_STR_NULL, 0, 0 },
	{ "claimed", K_RESULT_NULL, 0, 0 }, { "error", K_OBJ_NULL, 0, 0 },
	{ NULL, K_STR, 0, 0 },
};

/* The members of a match object. */
static const member match_members[] = {
	{ "file", K_STR, 0, 0 },	    { "match", K_INT, LONG_MIN, LONG_MAX },
	{ "length", K_INT, -1, INT_MAX },   { "players", K_STR_PAIR, 0, 0 },
	{ "games", K_INT, 0, INT_MAX },	    { "final_score", K_INT_PAIR, 0, INT_MAX },
	{ "winner", K_STR_NULL, 0, 0 },	    { NULL, K_STR, 0, 0 },
};

/* Is v a result validate writes? */
static int result_ok(const json_t *v)
{
	static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "*", NULL };
	const char *s = json_string_value(v);

	for (int i = 0; s && results[i]; i++)
		if (!strcmp(s, results[i]))
			return 1;
	return 0;
}

/* Whether v is what the member m is. */
static int member_ok(const json_t *v, const member *m)
{
	json_int_t n = json_integer_value(v);

	switch (m->kind) {
	case K_RESULT: return result_ok(v);
	case K_RESULT_NULL: return json_is_null(v) || result_ok(v);
	case K_STR: return json_is_string(v);
	case K_STR_NULL: return json_is_string(v) || json_is_null(v);
	case K_INT: return json_is_integer(v) && n >= m->min && n <= m->max;
	case K_BOOL: return json_is_boolean(v);
	case K_OBJ_NULL: return json_is_object(v) || json_is_null(v);
	case K_STR_PAIR:
	case K_INT_PAIR:
		if (!json_is_array(v) || json_array_size(v) != 2)
			return 0;
		for (size_t i = 0; i < 2; i++) {
			member one = { m->name, m->kind == K_STR_PAIR ? K_STR : K_INT, m->min, m->max };
			if (!member_ok(json_array_get(v, i), &one))
				return 0;
		}
		return 1;
	}
	return 0;
}

/* The first member of o that is missing or not what validate writes, or
 * NULL when every one is. */
static const char *bad_member(const json_t *o, const member *list)
{
	for (const member *m = list; m->name; m++)
		if (!member_ok(json_object_get(o, m->name), m))
			return m->name;
	return NULL;
}

/* The records met, so that one given again (the same output twice, parts
 * that overlap) counts once: each (file, record) in a table of open
 * addressing, the files' names by their index in files. */
typedef struct seen_file {
	int input;	 /* the input of its last verdict line */
	int repeated;	 /* that line's record was met before */
} seen_file;
typedef struct seen_slot {
	json_int_t record; /* 0: an empty slot */
	size_t file;
} seen_slot;
typedef struct seen {
	json_t *names; /* a file's name -> its index in files */
	seen_file *files;
	size_t nfiles, capfiles;
	seen_slot *slots;
	size_t n, cap; /* cap a power of two, n at most half of it */
} seen;

/* The index of the file named name, added when new; -1 out of memory. */
static long seen_file_of(seen *s, const char *name)
{
	json_t *k = json_object_get(s->names, name);
	seen_file *f;

	if (k)
		return (long)json_integer_value(k);
	if (s->nfiles == s->capfiles) { /* doubled: a file more costs no copy of them all */
		size_t cap = s->capfiles ? 2 * s->capfiles : 64;
		if (!(f = realloc(s->files, cap * sizeof *f)))
			return -1;
		s->files = f;
		s->capfiles = cap;
	}
	if (json_object_set_new(s->names, name, json_integer((json_int_t)s->nfiles)))
		return -1;
	s->files[s->nfiles] = (seen_file){ -1, 0 };
	return (long)s->nfiles++;
}

/* The slot of (file, record) in slots (cap of them), empty or its own. */
static seen_slot *seen_slot_of(seen_slot *slots, size_t cap, size_t file, json_int_t index)
{
	uint64_t h = ((uint64_t)index * 0x9E3779B97F4A7C15u) ^ ((uint64_t)file * 0xC2B2AE3D27D4EB4Fu);

	for (size_t i = (size_t)(h >> 17) & (cap - 1);; i = (i + 1) & (cap - 1))
		if (!slots[i].record || (slots[i].record == index && slots[i].file == file))
			return &slots[i];
}

/* Adds (file, record): 1 when new, 0 when met before, -1 out of memory. */
static int seen_add(seen *s, size_t file, json_int_t index)
{
	seen_slot *at;

	if (2 * (s->n + 1) > s->cap) { /* grown: every slot placed again */
		size_t cap = s->cap ? 2 * s->cap : 1024;
		seen_slot *t = calloc(cap, sizeof *t);
		if (!t)
			return -1;
		for (size_t i = 0; i < s->cap; i++)
			if (s->slots[i].record)
				*seen_slot_of(t, cap, s->slots[i].file, s->slots[i].record) = s->slots[i];
		free(s->slots);
		s->slots = t;
		s->cap = cap;
	}
	at = seen_slot_of(s->slots, s->cap, file, index);
	if (at->record)
		return 0;
	*at = (seen_slot){ index, file };
	s->n++;
	return 1;
}

static void seen_free(seen *s)
{
	json_decref(s->names);
	free(s->files);
	free(s->slots);
}

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

/* What summarize folds: the report, and the records met. */
typedef struct summary {
	report *rep;
	int as_json;
	seen seen;
} summary;

/* A line's place, as said: "file:line". */
typedef struct place {
	const char *name;
	long no;
	int input; /* the index of the input among the FILEs */
} place;

/* The name of a record's file, as the text report shows it (its bytes,
 * control characters escaped), into out. */
static const char *shown(char *out, size_t size, const char *file)
{
	char *bytes = strdup(file);

	if (!bytes)
		return "?";
	plain_value(out, size, jw_bytes(bytes));
	free(bytes);
	return out;
}

/* A verdict: counted, unless its record (file and number) was met before;
 * 0, or 2 when it was (said). */
static int take_verdict(summary *sm, const json_t *o, const place *at, int k)
{
	const char *file = json_string_value(json_object_get(o, "file"));
	json_int_t index = json_integer_value(json_object_get(o, "record"));
	long id = seen_file_of(&sm->seen, file);
	int added = id < 0 ? -1 : seen_add(&sm->seen, (size_t)id, index);
	char name[4096];

	if (added < 0) {
		cli_say(stderr, "arbiter: %s:%ld: out of memory\n", at->name, at->no);
		return 2;
	}
	sm->seen.files[id] = (seen_file){ at->input, !added };
	if (!added) {
		cli_say(stderr, "arbiter: %s:%ld: %s #%" JSON_INTEGER_FORMAT " given again, "
			"counted once\n", at->name, at->no, shown(name, sizeof name, file), index);
		return 2;
	}
	sm->rep->count[k]++;
	return 0;
}

/* A match object: printed, unless it closes records given again (the last
 * verdict of its file in this input was a repeat); 0, 2 when it does
 * (said), -1 when it is not one validate writes. */
static int take_match(summary *sm, const json_t *o, const place *at)
{
	const char *file = json_string_value(json_object_get(o, "file"));
	json_t *names = sm->seen.names, *k = json_object_get(names, file);
	const seen_file *f = k ? &sm->seen.files[json_integer_value(k)] : NULL;
	char name[4096];

	if (f && f->input == at->input && f->repeated) {
		cli_say(stderr, "arbiter: %s:%ld: %s match %" JSON_INTEGER_FORMAT " given again, "
			"counted once\n", at->name, at->no, shown(name, sizeof name, file),
			json_integer_value(json_object_get(o, "match")));
		return 2;
	}
	if (sm->as_json) {
		put_object((json_t *)o);
		return 0;
	}
	return match_line(sm->rep, (json_t *)o);
}

/* A match object's winner: null, or one of its players; else what is
 * wrong, said. */
static const char *bad_winner(const json_t *o)
{
	const char *w = json_string_value(json_object_get(o, "winner"));
	const json_t *p = json_object_get(o, "players");

	if (!w || !strcmp(w, json_string_value(json_array_get(p, 0))) ||
	    !strcmp(w, json_string_value(json_array_get(p, 1))))
		return NULL;
	return "a 'winner' that is neither of its 'players'";
}

/* One line of JSON, read: folded; 0, or 2 when it is none of validate's
 * or a record given again (said). */
static int take_line(summary *sm, const char *line, size_t n, const place *at, int say)
{
	json_error_t e;
	json_t *o;
	const char *kind, *bad = NULL;
	int k = -1, r = -1;

	e.text[0] = 0;
	o = json_loadb(line, n, JSON_DECODE_ANY | JSON_REJECT_DUPLICATES, &e);
	kind = json_string_value(json_object_get(o, "type"));
	if (o && !json_is_object(o))
		bad = "not an object";
	else if (kind && !strcmp(kind, "match"))
		r = (bad = bad_member(o, match_members)) || (bad = bad_winner(o)) ? -1 :
		    take_match(sm, o, at);
	else if (o && json_object_get(o, "type"))
		bad = "a 'type' that is not \"match\"";
	else if (o && !(bad = bad_member(o, verdict_members)) &&
		 (k = status_of(json_string_value(json_object_get(o, "status")))) < 0)
		bad = "status";
	else if (o && !bad)
		r = take_verdict(sm, o, at, k);
	json_decref(o);
	if (r >= 0 || !say)
		return r >= 0 ? r : 2;
	if (!bad)
		cli_say(stderr, "arbiter: %s:%ld: not a line of 'arbiter validate --json': %s\n",
			at->name, at->no, e.text);
	else
		cli_say(stderr, "arbiter: %s:%ld: not a line of 'arbiter validate --json': %s%s%s\n",
			at->name, at->no, strchr(bad, ' ') ? "" : "its member '", bad,
			strchr(bad, ' ') ? "" : "' is missing, or of a type or value it never writes");
	return 2;
}

/* The lines of an input that are not verdicts said one by one, the rest
 * counted in the status alone: a long file of other lines says so in a
 * few. */
enum { BAD_LINES_SAID = 20 };

/* One input: every line a verdict or a match; 0, or 2 when some line was
 * not, or gave a record again. */
static int one_input(const char *path, summary *sm, int input)
{
	place at = { strcmp(path, "-") ? path : "<stdin>", 0, input };
	FILE *f = cli_open(path, stderr);
	const char *why;
	lines in;
	int status = 0, r, objects = 0, said = 0;

	if (!f)
		return 2;
	if ((why = walk_written(fileno(f)))) { /* what it writes would be read back next time */
		cli_say(stderr, "arbiter: %s: %s\n", at.name, why);
		cli_close(f);
		return 2;
	}
	memset(&in, 0, sizeof in);
	in.f = f;
	/* as many lines said as BAD_LINES_SAID with no JSON object among
	 * them end the reading: a file of records or of binary data named by
	 * mistake is not said a line at a time (a device of random bytes was
	 * read without end) */
	while (!(said == BAD_LINES_SAID && !objects) && (r = lines_next(&in)) != 0) {
		at.no = in.no;
		if (r > 0 && in.nul && memchr(in.p, '\0', (size_t)in.len)) {
			cli_say(stderr, "arbiter: %s:%ld: binary data (a NUL byte): not the output of "
				"'arbiter validate --json'\n", at.name, at.no);
			status = 2;
			break;
		}
		if (r == -2) {
			cli_say(stderr, "arbiter: %s: read error\n", at.name);
			status = 2;
			break;
		}
		if (r == -3) {
			cli_say(stderr, "arbiter: %s:%ld: a line longer than %d MiB, passed over\n",
				at.name, at.no, LINES_MAX >> 20);
			status = 2;
		} else if (in.len == 1 && in.p[0] == '\n') {
			continue;
		} else if (in.len > VERDICT_MAX) { /* not parsed: its tree would take some 80 times its size */
			cli_say(stderr, "arbiter: %s:%ld: not a line of 'arbiter validate --json': "
				"longer than %d KiB, as none of its lines is\n", at.name, at.no,
				VERDICT_MAX >> 10);
			status = 2;
		} else if (take_line(sm, in.p, (size_t)in.len, &at, said < BAD_LINES_SAID)) {
			status = 2;
			if (++said == BAD_LINES_SAID && objects)
				cli_say(stderr, "arbiter: %s:%ld: ... its further lines that are not "
					"verdicts are not said\n", at.name, at.no);
		}
		objects |= r > 0 && in.len > 0 && in.p && in.p[0] == '{';
	}
	if (status && !objects && said == BAD_LINES_SAID)
		cli_say(stderr, "arbiter: %s: none of its first %d lines is a JSON object: it is "
			"not the output of 'arbiter validate --json', and is read no further (to "
			"referee records, run arbiter validate)\n", at.name, BAD_LINES_SAID);
	else if (status && !objects) /* records, say, where validate's output was due */
		cli_say(stderr, "arbiter: %s: no line of it is a JSON object: it is not the output "
			"of 'arbiter validate --json' (to referee records, run arbiter validate)\n",
			at.name);
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
	summary sm = { .rep = &rep };
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
	sm.as_json = as_json;
	if (!(sm.seen.names = json_object())) {
		fputs("arbiter: out of memory\n", stderr);
		return 2;
	}
	nfiles = argc - optind;
	files = nfiles ? argv + optind : dash;
	if (!nfiles)
		cli_stdin_note(stderr, "the lines of validate --json", "a file");
	for (int i = 0; i < (nfiles ? nfiles : 1); i++) {
		int s = one_input(files[i], &sm, i);
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
	seen_free(&sm.seen);
	return status ? status : rep_status(&rep);
}
