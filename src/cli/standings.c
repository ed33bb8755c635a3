/* arbiter standings: the tournament tables from the valid records, one for
 * each game and unit, and what was left out of them, with why. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "base/jsonw.h"
#include "base/plain.h"
#include "cli/cli.h"
#include "cli/streams.h"
#include "core/referee.h"
#include "core/report.h"
#include "core/standings.h"

static const char usage[] =
	"Usage: arbiter standings [OPTION]... [FILE|DIR]...\n"
	"The tournament table from the records that are valid: each player's games,\n"
	"wins, draws, losses and score (1 a win, 1/2 a draw, 0 a loss), best first.\n"
	"Backgammon counts matches won and lost, and the points won in their games.\n"
	"Each game (and for backgammon, matches and money games apart) has a table\n"
	"of its own.\n"
	"The records left out (illegal, mismatched, unreadable, unfinished) follow,\n"
	"each with its reason. With no FILE, or when FILE is -, read standard input.\n"
	"\n"
	"  -V, --variant=NAME    referee under this rule set (as for validate)\n"
	"  -n, --notation=NAME   read moves in this notation (the list below)\n"
	"      --json            one JSON object per player and table, then one per\n"
	"                        record left out (JSON Lines)\n"
	WALK_HELP
	"  -h, --help            show this help and exit\n"
	"\n"
	"Exit status: 0 every record scored or unfinished, 1 some record illegal or\n"
	"mismatched, 2 usage error, unreadable input or bad variant file.\n";

typedef struct run {
	referee *ref;
	standings table;
	long count[4];
} run;

static int one(const char *file, const record *rec, const diag *unreadable, void *arg)
{
	run *r = arg;
	verdict v;

	(void)file;
	stand_judge(&r->table, r->ref, rec, unreadable, &v);
	if (rec)
		r->count[v.status]++;
	return 0;
}

/* One table: its players, best first, each by the whole name (a row is a
 * name: two names shown alike would be two rows that look one player). */
static void text_table(const st_table *t)
{
	int w = 6, pad;
	char sc[16];
	buf name = { 0 };

	for (size_t i = 0; i < t->nplayers; i++) {
		buf_clear(&name);
		plain_put(&name, t->players[i].name, SIZE_MAX);
		if (!name.failed && cli_width(name.p) > w)
			w = cli_width(name.p);
	}
	if (w > 40)
		w = 40;
	printf("  #  %-*s  %s  Wins  Draws  Losses  Score%s\n", w, "Player",
	       t->matches ? "Matches" : "Games", t->points ? "  Points" : "");
	for (size_t i = 0; i < t->nplayers; i++) {
		const st_player *p = &t->players[i];
		int place = (int)stand_place(t, i);
		/* the whole points line up; a half follows them */
		if (p->half == 1)
			sc[0] = 0;
		else
			snprintf(sc, sizeof sc, "%d", p->half / 2);
		buf_clear(&name);
		plain_put(&name, p->name, SIZE_MAX); /* a name is text, never a control */
		if (name.failed) {
			fputs("arbiter: standings: out of memory\n", stderr);
			break;
		}
		pad = w - cli_width(name.p);
		printf("%3d  %s%*s  %*d  %4d  %5d  %6d  %4s%s", place, name.p, pad > 0 ? pad : 0, "",
		       t->matches ? 7 : 5, p->games, p->wins, p->draws, p->losses, sc,
		       p->half % 2 ? "½" : t->points ? " " : "");
		if (t->points)
			printf("  %6ld", p->points);
		fputc('\n', stdout);
	}
	buf_free(&name);
}

/* The tables, titled when there are several (a folder of several games),
 * then what was not scored. */
static void text(const standings *s)
{
	char file[4096], why[1024], title[160];

	for (size_t i = 0; i < s->ntables; i++) {
		if (s->ntables > 1)
			printf("%s%s\n", i ? "\n" : "", stand_title(&s->tables[i], title, sizeof title));
		text_table(&s->tables[i]);
	}
	if (!s->ntables)
		printf("     (no game scored)\n");
	if (s->nleft) {
		printf("\nNot scored:\n");
		for (size_t i = 0; i < s->nleft; i++) {
			const st_left *l = &s->left[i];
			plain_value(file, sizeof file, l->file);
			plain_value(why, sizeof why, l->reason);
			if (l->record)
				printf("  %s #%ld: %s: %s\n", file, l->record, l->status, why);
			else
				printf("  %s: %s: %s\n", file, l->status, why);
		}
	}
}

static void json(const standings *s)
{
	buf b = { 0 };

	for (size_t t = 0; t < s->ntables; t++)
		for (size_t i = 0; i < s->tables[t].nplayers; i++) {
			const st_table *tb = &s->tables[t];
			const st_player *p = &tb->players[i];
			buf_clear(&b);
			jw_open(&b, '{');
			jw_kstr(&b, "player", p->name);
			jw_kstr(&b, "game", tb->g ? tb->g->name : "?");
			jw_kstr(&b, "unit", tb->matches ? "match" : "game");
			jw_kint(&b, "games", p->games);
			jw_kint(&b, "wins", p->wins);
			jw_kint(&b, "draws", p->draws);
			jw_kint(&b, "losses", p->losses);
			jw_key(&b, "score");
			jw_real(&b, p->half / 2.0);
			if (tb->points)
				jw_kint(&b, "points", p->points);
			jw_close(&b, '}');
			rep_line(stdout, &b);
		}
	for (size_t i = 0; i < s->nleft; i++) {
		const st_left *l = &s->left[i];
		buf_clear(&b);
		jw_open(&b, '{');
		jw_kstr(&b, "file", l->file);
		jw_key(&b, "record");
		if (l->record)
			jw_int(&b, l->record);
		else
			jw_null(&b);
		jw_kstr(&b, "status", l->status);
		jw_kstr(&b, "reason", l->reason);
		jw_close(&b, '}');
		rep_line(stdout, &b);
	}
	buf_free(&b);
}

int cmd_standings(int argc, char **argv)
{
	static const struct option longs[] = {
		CLI_RULES_OPTIONS,
		CLI_WALK_OPTION,
		{ "json", no_argument, NULL, 'J' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *vname = NULL, *notation = NULL;
	int c, status, as_json = 0;
	cli_rules rules;
	cli_walk walk = { 0 };
	run r;

	optind = 1;
	opterr = 0;
	cli_once once = { "standings", ":V:n:h", longs, "Vn", { 0 } };
	while ((c = getopt_long(argc, argv, once.opts, longs, NULL)) != -1) {
		if (cli_once_only(&once, c))
			return 2;
		switch (c) {
		case 'L': walk.follow_links = 1; break;
		case 'V': vname = optarg; break;
		case 'n': notation = optarg; break;
		case 'J': as_json = 1; break;
		case 'h': fputs(usage, stdout); cli_notations_help(stdout); return 0;
		default: return cli_bad_option("standings", argv, c);
		}
	}
	if (!as_json)
		streams_text(); /* for people: what records hold is shown, not obeyed */
	if (cli_rules_open(&rules, "standings", vname, notation))
		return 2;
	memset(&r, 0, sizeof r);
	if (!(r.ref = cli_referee(&rules))) {
		cli_rules_close(&rules);
		return 2;
	}
	stand_init(&r.table);
	status = cli_each_record(argc - optind, argv + optind, notation, &walk, stderr, one, &r);
	stand_sort(&r.table);
	if (as_json)
		json(&r.table);
	else
		text(&r.table);
	if (r.table.failed) {
		cli_say(stderr, "arbiter: standings: out of memory: %ld entries lost\n",
			r.table.failed);
		status = 2;
	}
	stand_free(&r.table);
	ref_free(r.ref);
	cli_rules_close(&rules);
	if (status)
		return status;
	if (r.count[ST_UNREADABLE])
		return 2;
	return r.count[ST_ILLEGAL] || r.count[ST_MISMATCH] ? 1 : 0;
}
