/* arbiter report: one self-contained HTML page for a tournament director:
 * the summary, the standings, every record's verdict, and for every illegal
 * record the board before the refused move, the move drawn on it and why. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/svg.h"
#include "cli/cli.h"
#include "cli/output.h"
#include "core/referee.h"
#include "core/standings.h"

static const char usage[] =
	"Usage: arbiter report [OPTION]... [FILE|DIR]...\n"
	"Write one HTML page (inline style and pictures; nothing from the network)\n"
	"with the summary, the standings, every record's verdict, and for every\n"
	"illegal record the board before the refused move, the move drawn on it and\n"
	"the reason. With no FILE, or when FILE is -, read standard input.\n"
	"\n"
	"  -o, --output=FILE     write FILE (whole or not at all) instead of standard output\n"
	"  -V, --variant=NAME    referee under this rule set (as for validate)\n"
	"  -n, --notation=NAME   read moves in this notation (the list below)\n"
	WALK_HELP
	"  -h, --help            show this help and exit\n"
	"\n"
	"Exit status: 0 all records valid, 1 some record illegal or mismatched,\n"
	"2 usage error, unreadable input, bad variant file or an output not written.\n";

/* A part of the page made before the parts the page puts first (the
 * standings, known at the end): held in memory up to SPILL_AT bytes, then
 * added to a temporary file, so that the memory a report takes is not the
 * page's size (a megabyte of illegal records made a page of 140 MB, held
 * whole). */
typedef struct part {
	buf b;
	FILE *f;    /* what went past SPILL_AT, or NULL */
	int failed; /* out of memory, or the temporary file failed */
} part;

enum { SPILL_AT = 1 << 20 };
/* Boards drawn, at most: a page of a hundred thousand illegal records
 * would hold as many pictures of some 7 kB each; the rest are listed. */
enum { BOARDS_DRAWN = 1000 };

static void spill(part *p)
{
	p->failed |= p->b.failed;
	if (p->b.len < SPILL_AT || p->failed)
		return;
	if ((!p->f && !(p->f = tmpfile())) || fwrite(p->b.p, 1, p->b.len, p->f) != p->b.len)
		p->failed = 1;
	buf_clear(&p->b);
}

/* The part written to f: 0, or -1 where it failed (read back, or before). */
static int put_part(part *p, FILE *f)
{
	char chunk[65536];
	size_t n;

	if (p->f) {
		rewind(p->f);
		while ((n = fread(chunk, 1, sizeof chunk, p->f)) > 0)
			fwrite(chunk, 1, n, f);
		if (ferror(p->f))
			p->failed = 1;
	}
	fwrite(p->b.p ? p->b.p : "", 1, p->b.len, f);
	return p->failed || p->b.failed ? -1 : 0;
}

static void part_free(part *p)
{
	buf_free(&p->b);
	if (p->f)
		fclose(p->f);
}

typedef struct run {
	referee *ref;       /* the verdicts */
	referee *pic;      /* replays an illegal record again, for its picture */
	standings table;
	long count[4];
	part rows;         /* the verdicts, as table rows */
	part boards;       /* the illegal records' pictures */
	size_t drawn_boards, undrawn; /* illegal records with a board, and past BOARDS_DRAWN */
	/* the picture being drawn */
	size_t want_el;
	int drawn;
	cli_caption cap;
	buf svg;
	/* the matches of pic as they stood before the record drawn, and after
	 * its first replay */
	ref_carry *before, *after;
	buf names[2];      /* a record's players, whole */
} run;

static void esc(buf *out, const char *s)
{
	svg_escape(out, s);
}

/* Draws the position before the refused move, with the move on it. */
static void at_refused(void *arg, const game *g, const void *st, const game_move *m, size_t el)
{
	run *r = arg;

	if (el == r->want_el && !r->drawn) {
		g->draw(st, &(game_marks){ m, 1, 1 }, &r->cap.c, &r->svg);
		r->drawn = 1;
	}
}

static void picture(run *r, const record *rec, const verdict *v)
{
	verdict again;
	const void *st = NULL;
	/* the replay says where the game stands in its match before it draws */
	ref_opts opts = { .token = at_refused, .arg = r, .start = &r->cap.match };

	buf_clear(&r->svg);
	r->want_el = v->error_el;
	r->drawn = 0;
	cli_caption_of(&r->cap, rec, v, NULL);
	ref_hand_over(r->pic, r->before);
	ref_judge(r->pic, rec, &opts, &again);
	if (!r->drawn) {
		/* the move could not be read at all: the board before its ply,
		 * the game replayed again from where its match stood before it
		 * (after the replay above, the same game again starts a match
		 * of its own at its score line: one past the match's length
		 * ended it before its first move, and no board was drawn); the
		 * matches then go on as that replay left them */
		ref_opts before = { .stop_ply = v->error_ply, .state = &st };
		ref_hand_over(r->pic, r->after);
		ref_take_over(r->pic, r->before, rec->file);
		ref_judge(r->pic, rec, &before, &again);
		if (st && again.v)
			again.v->game->draw(st, &(game_marks){ NULL, 0, 1 }, &r->cap.c, &r->svg);
		ref_take_over(r->pic, r->after, rec->file);
	}
}

/* The record and its players, named whole as the standings name them. */
static void name(run *r, buf *out, const record *rec)
{
	int named = rec_player_names(rec, &r->names[0], &r->names[1]);
	const char *a = r->names[0].p, *b = r->names[1].p;

	esc(out, rec->file);
	buf_printf(out, " #%ld", rec->index);
	if (named < 0) {
		out->failed = 1; /* out of memory: the page is not whole */
	} else if (named || strcmp(a, "?") || strcmp(b, "?")) {
		buf_puts(out, " (");
		esc(out, a);
		buf_puts(out, " – ");
		esc(out, b);
		buf_puts(out, ")");
	}
}

static int one(const char *file, const record *rec, const diag *unreadable, void *arg)
{
	run *r = arg;
	verdict v;
	char text[512];

	(void)file;
	stand_judge(&r->table, r->ref, rec, unreadable, &v);
	if (!rec) {
		ref_finish(r->pic);
		return 0;
	}
	r->count[v.status]++;

	buf_printf(&r->rows.b, "<tr class=\"%s\"><td>", ref_status_text(v.status));
	name(r, &r->rows.b, rec);
	buf_printf(&r->rows.b, "</td><td>%s</td><td>", ref_status_text(v.status));
	if (v.status == ST_VALID) {
		snprintf(text, sizeof text, "%s (%s%s%s), %d %s", rec_result_text(v.result),
			 v.termination, v.why[0] ? ": " : "", v.why, v.plies,
			 v.plies == 1 ? "ply" : "plies");
		esc(&r->rows.b, text);
	} else if (v.status == ST_ILLEGAL) {
		snprintf(text, sizeof text, "ply %d, %s: %s", v.error_ply, v.err.token, v.err.msg);
		esc(&r->rows.b, text);
		if (r->drawn_boards < BOARDS_DRAWN)
			buf_printf(&r->rows.b, " <a href=\"#board-%zu\">board</a>", r->drawn_boards);
	} else {
		esc(&r->rows.b, v.err.msg);
	}
	buf_puts(&r->rows.b, "</td><td>");
	esc(&r->rows.b, v.v ? v.v->name : "");
	buf_puts(&r->rows.b, "</td></tr>\n");
	spill(&r->rows);

	if (v.status == ST_ILLEGAL && r->drawn_boards == BOARDS_DRAWN) {
		r->undrawn++;
	} else if (v.status == ST_ILLEGAL) {
		buf_printf(&r->boards.b, "<section class=\"board\" id=\"board-%zu\"><h3>",
			   r->drawn_boards++);
		name(r, &r->boards.b, rec);
		buf_puts(&r->boards.b, "</h3>\n<p>");
		snprintf(text, sizeof text, "Ply %d, %s, line %ld, column %ld: %s", v.error_ply,
			 v.err.token, v.err.line, v.err.col, v.err.msg);
		esc(&r->boards.b, text);
		buf_puts(&r->boards.b, "</p>\n");
		picture(r, rec, &v);
		if (r->svg.failed) /* a picture cut short is no picture: the page is not whole */
			r->boards.failed = 1;
		else if (r->svg.len)
			buf_add(&r->boards.b, r->svg.p, r->svg.len);
		else /* never an empty section: the page says why */
			buf_printf(&r->boards.b, "<p>No board: the game could not be replayed up to "
				   "ply %d.</p>\n", v.error_ply);
		buf_puts(&r->boards.b, "</section>\n");
		spill(&r->boards);
	} else if (!unreadable && rec_head_tag(rec, H_MATCH)) {
		/* the pictures' referee follows the match, for the position of a
		 * later game (the score, the Crawford game) */
		ref_judge(r->pic, rec, NULL, &v);
	} else if (!unreadable) {
		ref_pass(r->pic, rec);
	}
	return 0;
}

static const char style[] =
	"body{font-family:sans-serif;margin:0 auto;max-width:960px;padding:12px;color:#222;"
	"background:#fff}\n"
	"h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em}h3{font-size:1em}\n"
	".wide{overflow-x:auto}table{border-collapse:collapse;width:100%}\n"
	"td,th{border-bottom:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}\n"
	"td.n,th.n{text-align:right}\n"
	"tr.illegal td:nth-child(2){color:#c62828;font-weight:bold}\n"
	"tr.mismatch td:nth-child(2){color:#ad5700;font-weight:bold}\n"
	"tr.unreadable td:nth-child(2){color:#6a1b9a;font-weight:bold}\n"
	"svg{max-width:100%;height:auto;display:block}\n"
	".summary span{display:inline-block;margin-right:1em}\n";

/* One table of the standings: its players, best first. */
static void one_table(FILE *f, const st_table *t)
{
	fprintf(f, "<div class=\"wide\"><table>\n<tr><th class=\"n\">#</th><th>Player</th>"
		"<th class=\"n\">%s</th><th class=\"n\">Wins</th><th class=\"n\">Draws</th>"
		"<th class=\"n\">Losses</th><th class=\"n\">Score</th>%s</tr>\n",
		t->matches ? "Matches" : "Games", t->points ? "<th class=\"n\">Points</th>" : "");
	for (size_t i = 0; i < t->nplayers; i++) {
		const st_player *p = &t->players[i];
		buf nm = { 0 };
		char sc[16];
		size_t place = stand_place(t, i);
		esc(&nm, p->name);
		fprintf(f, "<tr><td class=\"n\">%zu</td><td>%.*s</td><td class=\"n\">%d</td>"
			"<td class=\"n\">%d</td><td class=\"n\">%d</td><td class=\"n\">%d</td>"
			"<td class=\"n\">%s</td>", place, (int)nm.len, nm.p ? nm.p : "", p->games,
			p->wins, p->draws, p->losses, stand_score_text(p->half, sc, sizeof sc));
		if (t->points)
			fprintf(f, "<td class=\"n\">%ld</td>", p->points);
		fputs("</tr>\n", f);
		buf_free(&nm);
	}
	fputs("</table></div>\n", f);
}

/* The standings: a table for each game and unit, titled when there are
 * several, then what was not scored. */
static void table(FILE *f, const standings *s)
{
	char title[160];

	fputs("<h2>Standings</h2>\n", f);
	if (!s->ntables)
		fputs("<p>No game was scored.</p>\n", f);
	for (size_t i = 0; i < s->ntables; i++) {
		if (s->ntables > 1) {
			buf t = { 0 };
			esc(&t, stand_title(&s->tables[i], title, sizeof title));
			fprintf(f, "<h3>%.*s</h3>\n", (int)t.len, t.p ? t.p : "");
			buf_free(&t);
		}
		one_table(f, &s->tables[i]);
	}
	if (s->nleft) {
		fputs("<h3>Not scored</h3>\n<ul>\n", f);
		for (size_t i = 0; i < s->nleft; i++) {
			const st_left *l = &s->left[i];
			buf t = { 0 };
			esc(&t, l->file);
			if (l->record)
				buf_printf(&t, " #%ld", l->record);
			buf_printf(&t, ": %s: ", l->status);
			esc(&t, l->reason);
			fprintf(f, "<li>%.*s</li>\n", (int)t.len, t.p ? t.p : "");
			buf_free(&t);
		}
		fputs("</ul>\n", f);
	}
}

static void page(FILE *f, run *r)
{
	long n = r->count[0] + r->count[1] + r->count[2] + r->count[3];

	fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
		"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
		"<title>arbiter report</title>\n<style>\n%s</style>\n</head>\n<body>\n"
		"<h1>Tournament report</h1>\n", style);
	fprintf(f, "<p class=\"summary\"><span>%ld record%s</span><span>%ld valid</span>"
		"<span>%ld illegal</span><span>%ld mismatched</span><span>%ld unreadable</span></p>\n",
		n, n == 1 ? "" : "s", r->count[ST_VALID], r->count[ST_ILLEGAL],
		r->count[ST_MISMATCH], r->count[ST_UNREADABLE]);
	table(f, &r->table);
	fputs("<h2>Verdicts</h2>\n<div class=\"wide\"><table>\n<tr><th>Record</th><th>Status</th>"
	      "<th>Verdict</th><th>Rule set</th></tr>\n", f);
	put_part(&r->rows, f);
	fputs("</table></div>\n", f);
	if (r->drawn_boards) {
		fputs("<h2>Illegal moves</h2>\n<p>The board before the refused move, the move "
		      "drawn in red.</p>\n", f);
		if (r->undrawn)
			fprintf(f, "<p>The boards of the first %d illegal records; the %zu after them "
				"are in the table above, with no board.</p>\n", BOARDS_DRAWN, r->undrawn);
		put_part(&r->boards, f);
	}
	fputs("</body>\n</html>\n", f);
}

int cmd_report(int argc, char **argv)
{
	static const struct option longs[] = {
		{ "output", required_argument, NULL, 'o' },
		CLI_RULES_OPTIONS,
		CLI_WALK_OPTION,
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *vname = NULL, *notation = NULL, *output = NULL;
	int c, status, failed;
	cli_rules rules;
	cli_walk walk = { 0 };
	out_file of;
	FILE *f = stdout;
	run r;

	optind = 1;
	opterr = 0;
	cli_once once = { "report", ":o:V:n:h", longs, "oVn", { 0 } };
	while ((c = getopt_long(argc, argv, once.opts, longs, NULL)) != -1) {
		if (cli_once_only(&once, c))
			return 2;
		switch (c) {
		case 'o': output = optarg; break;
		case 'L': walk.follow_links = 1; break;
		case 'V': vname = optarg; break;
		case 'n': notation = optarg; break;
		case 'h': fputs(usage, stdout); cli_notations_help(stdout); return 0;
		default: return cli_bad_option("report", argv, c);
		}
	}
	if (output && !strcmp(output, "-"))
		output = NULL;
	if (cli_rules_open(&rules, "report", vname, notation))
		return 2;
	if (output && out_open(&of, "report", output, argv + optind, argc - optind, cli_rules_file,
			       &rules)) {
		cli_rules_close(&rules);
		return 2;
	}
	if (output) {
		f = of.f;
		walk.out = &of; /* never read back as an input */
	}
	memset(&r, 0, sizeof r);
	if (!(r.ref = cli_referee(&rules)) || !(r.pic = cli_referee(&rules)) ||
	    !(r.before = ref_carry_new()) || !(r.after = ref_carry_new())) {
		if (r.ref && r.pic && !r.after)
			fputs("arbiter: report: out of memory\n", stderr);
		ref_carry_free(r.before);
		ref_free(r.pic);
		ref_free(r.ref);
		if (output)
			out_close(&of, 0);
		cli_rules_close(&rules);
		return 2;
	}
	stand_init(&r.table);
	status = cli_each_record(argc - optind, argv + optind, notation, &walk, stderr, one, &r);
	stand_sort(&r.table);
	page(f, &r);
	failed = r.table.failed > 0 || r.rows.failed || r.rows.b.failed || r.boards.failed ||
		 r.boards.b.failed;
	if (failed)
		fputs("arbiter: report: out of memory: the page is not whole\n", stderr);
	/* the page lists what could not be read: it is kept all the same */
	if (output && out_close(&of, !failed))
		failed = 1;
	if (!output && isatty(STDOUT_FILENO) && fflush(stdout) == 0) /* said last, seen last */
		fputs("arbiter: report: the page above is HTML, for a browser: write it to a file "
		      "with -o FILE.html and open that\n", stderr);
	stand_free(&r.table);
	part_free(&r.rows);
	part_free(&r.boards);
	buf_free(&r.svg);
	buf_free(&r.names[0]);
	buf_free(&r.names[1]);
	ref_free(r.ref);
	ref_free(r.pic);
	ref_carry_free(r.before);
	ref_carry_free(r.after);
	cli_rules_close(&rules);
	if (failed)
		return 2;
	if (status || r.count[ST_UNREADABLE])
		return 2;
	return r.count[ST_ILLEGAL] || r.count[ST_MISMATCH] ? 1 : 0;
}
