/* arbiter show: the position of one record before a given ply, as text or
 * as an SVG picture with the last ply drawn on it. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/plain.h"
#include "cli/cli.h"
#include "cli/streams.h"
#include "core/referee.h"
#include "core/report.h"

static const char usage[] =
	"Usage: arbiter show [OPTION]... [FILE]\n"
	"Draw the board of one record before a ply (by default, after the last move).\n"
	"With no FILE, or when FILE is -, read standard input.\n"
	"\n"
	"  -p, --ply=N           the position before ply N (1 = the empty board)\n"
	"  -r, --record=K        the K-th record of the file (default 1)\n"
	"  -V, --variant=NAME    rule set, as for validate\n"
	"  -n, --notation=NAME   notation, as for validate\n"
	"      --svg             an SVG picture instead of text: the board, the pieces\n"
	"                        (in hand, on the bar, borne off), the cube and dice,\n"
	"                        and the last ply drawn on it\n"
	"  -h, --help            show this help and exit\n"
	"\n"
	"Exit status: 0 the board is drawn, 1 the record is illegal before that ply\n"
	"(no board), 2 usage error, no such record or ply, unreadable input or bad\n"
	"variant file.\n";

enum { MAX_MARKS = 8 };

typedef struct run {
	referee *ref;
	long want;
	int ply, found, status, svg;
	/* the moves of the last ply replayed, for the picture */
	game_move marks[MAX_MARKS];
	int nmarks, marks_ply;
} run;

/* Keeps the moves of the ply being replayed: the last ply, once it stops. */
static void keep_move(void *arg, const game *g, const void *st, const game_move *m, size_t el)
{
	run *r = arg;
	int ply = game_base_c(st)->plies;

	(void)g;
	(void)el;
	if (ply != r->marks_ply || !r->nmarks) {
		r->nmarks = 0;
		r->marks_ply = ply;
	}
	if (r->nmarks < MAX_MARKS)
		r->marks[r->nmarks++] = *m;
}

static int one(const char *file, const record *rec, const diag *unreadable, void *arg)
{
	run *r = arg;
	verdict v;
	const void *st;
	buf out = { 0 };

	(void)file;
	if (!rec) { /* the end of a file, and of the match it left open */
		ref_finish(r->ref);
		return 0;
	}
	if (r->found)
		return 1; /* shown: nothing more to read */
	if (rec->index != r->want) {
		/* a game before it: a game of a match is judged, for the score its
		 * match goes on from (the Crawford game, the cube); another is only
		 * noted, for who plays first */
		if (unreadable)
			return 0;
		if (rec_head_tag(rec, H_MATCH))
			ref_judge(r->ref, rec, NULL, &v);
		else
			ref_pass(r->ref, rec);
		return 0;
	}
	r->found = 1;
	if (unreadable) {
		rep_diag(stderr, unreadable, rec->text_is_source ? rec->text.p : NULL, rec->text.len,
			 rec->line);
		r->status = 2;
		return 1;
	}
	game_match place;
	ref_opts opts = { .stop_ply = r->ply, .state = &st, .token = keep_move, .arg = r,
			  .start = &place };

	ref_judge(r->ref, rec, &opts, &v);
	if (v.status == ST_UNREADABLE) {
		rep_diag(stderr, &v.err, rec->text_is_source ? rec->text.p : NULL, rec->text.len,
			 rec->line);
		r->status = 2;
		return 1;
	}
	if (v.status == ST_ILLEGAL) {
		if (r->ply)
			cli_say(stderr, "arbiter: cannot reach ply %d: ply %d is illegal\n", r->ply,
				v.error_ply);
		else
			cli_say(stderr, "arbiter: the record is illegal at ply %d\n", v.error_ply);
		rep_diag(stderr, &v.err, rec->text_is_source ? rec->text.p : NULL, rec->text.len,
			 rec->line);
		r->status = 1;
		return 1;
	}
	if (r->ply > 0 && v.plies < r->ply - 1) {
		cli_say(stderr, "arbiter: %s #%ld has %d plies: there is no ply %d\n", rec->file,
			rec->index, v.plies, r->ply);
		r->status = 2;
		return 1;
	}
	cli_caption cap;

	cli_caption_of(&cap, rec, &v, &place);
	if (r->svg) {
		v.v->game->draw(st, &(game_marks){ r->marks, r->nmarks, 0 }, &cap.c, &out);
	} else {
		char name[4096];
		printf("%s #%ld, %s, before ply %d\n", plain_value(name, sizeof name, rec->file),
		       rec->index, v.v->name, v.plies + 1);
		v.v->game->draw(st, NULL, &cap.c, &out);
	}
	if (out.failed) {
		fputs("arbiter: out of memory drawing the position\n", stderr);
		r->status = 2;
	} else {
		fwrite(out.p, 1, out.len, stdout);
	}
	buf_free(&out);
	return 1;
}

int cmd_show(int argc, char **argv)
{
	static const struct option longs[] = {
		{ "ply", required_argument, NULL, 'p' },
		{ "record", required_argument, NULL, 'r' },
		CLI_RULES_OPTIONS,
		{ "svg", no_argument, NULL, 'S' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	run r = { .want = 1 };
	const char *vname = NULL, *notation = NULL;
	cli_rules rules;
	char *end;
	int c, status;

	optind = 1;
	opterr = 0;
	cli_once once = { "show", ":p:r:V:n:h", longs, "prVn", { 0 } };
	while ((c = getopt_long(argc, argv, once.opts, longs, NULL)) != -1) {
		if (cli_once_only(&once, c))
			return 2;
		switch (c) {
		case 'p': {
			long ply = strtol(optarg, &end, 10); /* (checked before it is an int) */
			if (*end || ply < 1 || ply > INT_MAX)
				return cli_usage_error("show", "--ply takes a ply number from 1, not '%s'", optarg);
			r.ply = (int)ply;
			break;
		}
		case 'r':
			errno = 0; /* a number past the largest is none of the file's */
			r.want = strtol(optarg, &end, 10);
			if (*end || r.want < 1 || errno == ERANGE)
				return cli_usage_error("show", "--record takes a number from 1, not '%s'", optarg);
			break;
		case 'V': vname = optarg; break;
		case 'n': notation = optarg; break;
		case 'S': r.svg = 1; break;
		case 'h': fputs(usage, stdout); cli_notations_help(stdout); return 0;
		default: return cli_bad_option("show", argv, c);
		}
	}
	if (!r.svg)
		streams_text(); /* for people: what records hold is shown, not obeyed */
	if (argc - optind > 1)
		return cli_usage_error("show", "one file at a time");
	if (cli_rules_open(&rules, "show", vname, notation))
		return 2;
	if (!(r.ref = cli_referee(&rules))) {
		cli_rules_close(&rules);
		return 2;
	}
	status = cli_each_record(argc - optind, argv + optind, notation, NULL, stderr, one, &r);
	ref_free(r.ref);
	cli_rules_close(&rules);
	if (status)
		return status;
	if (!r.found) {
		cli_say(stderr, "arbiter: %s: there is no record %ld\n",
			argc > optind && strcmp(argv[optind], "-") ? argv[optind] : "<stdin>", r.want);
		return 2;
	}
	return r.status;
}
