/* arbiter convert: records from one notation to another, refereed on the
 * way, losing nothing the target can hold. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "base/edit.h"
#include "base/plain.h"
#include "cli/cli.h"
#include "cli/output.h"
#include "cli/streams.h"
#include "core/referee.h"
#include "core/report.h"
#include "core/transcribe.h"
#include "formats/format.h"
#include "games/game.h"

static const char usage[] =
	"Usage: arbiter convert -t NOTATION [OPTION]... [FILE]...\n"
	"Write records in another notation, refereeing every move on the way.\n"
	"With no FILE, or when FILE is -, read standard input.\n"
	"\n"
	"  -t, --to=NOTATION     the target: a notation of the game (the list below)\n"
	"                        or json (JSON Lines)\n"
	"  -f, --format=FORMAT   tagged (tags and movetext), flat (one game per line,\n"
	"                        moves only) or json; default: the input's own\n"
	"  -o, --output=FILE     write FILE (whole or not at all) instead of standard output\n"
	"  -V, --variant=NAME    rule set, as for validate\n"
	"  -n, --notation=NAME   input notation, as for validate (json reads JSON Lines)\n"
	"      --strict          a record the target cannot hold whole is an error\n"
	"      --keep-invalid    write an illegal record too, whole\n"
	"  -q, --quiet           no summary\n"
	WALK_HELP
	"  -h, --help            show this help and exit\n"
	"\n"
	"Illegal and unreadable records are reported as validate reports them and\n"
	"are not written. Exit status as for validate.\n";

typedef struct run {
	referee *ref;
	var_registry *reg;   /* the rule sets, which name a trial's game */
	const char *target;
	rec_format format;   /* FMT_AUTO: as each record came */
	int strict, keep_invalid;
	FILE *out;
	int io_error;
	long written, illegal, mismatched, unreadable, lossy;
	long refused;        /* of lossy: records the target could not hold at all */
	transcript tr;       /* the record being converted, in the target notation */
	ref_seat seat;       /* the players of the record written last */
	/* the matches of the output as .mat and SGF number them, read back:
	 * the last record's match ([Match], its file), length and game */
	long out_matches, out_game;
	char out_match[64], out_length[16];
	const char *out_file;
	record judged;       /* a record whose claim is written as judged (as_judged) */
	buf text;
	void *wstate[FMT_COUNT]; /* what each format's writer keeps between records */
} run;

/* The output names its notation in a [Notation] tag only when its other
 * tags would make a reader misread its moves: the tag is set, or dropped. */
#define NEEDS_TAG(g, rec, to) \
	((g)->notations[ref_tag_notation(g, rec, 0)].reads != (g)->notations[to].reads)

/* Is the record just written past what the readers take: a line longer
 * than LINES_MAX, or a tagged record longer than FMT_MAX_RECORD? */
static int too_long(const run *r, int tagged)
{
	const char *p = r->text.p, *end = p + r->text.len;

	if (tagged && r->text.len > (size_t)FMT_MAX_RECORD)
		return 1;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		if ((size_t)((nl ? nl : end) - p) > (size_t)LINES_MAX)
			return 1;
		p = nl ? nl + 1 : end;
	}
	return 0;
}

/* Has the record tags the format does not write, other than the notation
 * its own container implied (a GoldToken list's)? Flat and GoldToken's
 * lists write none; a Ludii trial those it implies (its game, options and
 * end, the rule set, the notation, the result). */
static int foreign_tags(const record *rec, rec_format fmt)
{
	for (size_t i = 0; i < rec->ntags; i++) {
		if (rec->implied && rec->tags[i].name.off >= rec->implied &&
		    rec_tag_named(rec, &rec->tags[i], "Notation", 8))
			continue; /* the notation, which the writer's target replaces */
		static const char *const implied[] = { "Variant", "Notation", "Result", NULL };
		const char *name = rec_at(rec, rec->tags[i].name);
		size_t n = rec->tags[i].name.len;
		int own = n > 5 && !strncmp(name, "Ludii", 5);
		for (int k = 0; implied[k]; k++)
			own |= rec_tag_named(rec, &rec->tags[i], implied[k], strlen(implied[k]));
		if (fmt != FMT_TRL || !own)
			return 1;
	}
	return 0;
}

/* Does the format write a record's tags, its players among them? A flat
 * line, a GoldToken list and a Ludii trial keep the moves and little more. */
static int writes_tags(rec_format fmt)
{
	return fmt != FMT_FLAT && fmt != FMT_GOLDTOKEN && fmt != FMT_TRL;
}

/* What a format leaves out of a record without a word of its own (flat:
 * all but the moves and the result; .mat: all but the tags, moves and
 * result; SGF: NAGs and variations; GoldToken's lists: all but the moves;
 * a Ludii trial: all but the moves, the result and its own tags): said,
 * and with --strict the record is not written. */
static int lost_in(run *r, const record *rec, rec_format fmt)
{
	static const char *const what[] = { [EL_COMMENT] = "comments", [EL_NAG] = "NAGs",
					     [EL_VARIATION] = "variations" };
	char lost[128] = "";
	size_t n = 0;
	int seen[EL_RESULT + 1] = { 0 };

	if (fmt == FMT_TAGGED || fmt == FMT_JSON)
		return 0;
	if (!writes_tags(fmt) && foreign_tags(rec, fmt))
		n += (size_t)snprintf(lost + n, sizeof lost - n, "tags");
	if (fmt == FMT_GOLDTOKEN && rec_claimed(rec) > 0)
		n += (size_t)snprintf(lost + n, sizeof lost - n, "%sresult", n ? ", " : "");
	for (size_t i = 0; i < rec->nels; i++)
		seen[rec->els[i].kind] = 1;
	seen[EL_COMMENT] &= fmt != FMT_SGF;
	for (int k = EL_COMMENT; k <= EL_VARIATION; k++)
		if (seen[k] && what[k])
			n += (size_t)snprintf(lost + n, sizeof lost - n, "%s%s", n ? ", " : "", what[k]);
	if (!n)
		return 0;
	cli_say(stderr, "arbiter: %s #%ld: %s: the %s format drops its %s\n", rec->file,
		rec->index, r->strict ? "error" : "warning",
		fmt == FMT_MAT ? ".mat" : fmt_of(fmt)->name, lost);
	r->lossy++;
	return r->strict;
}

/* A text of the record the target would cut or break: a NUL byte (only
 * JSON Lines carries one: the other writers would stop at it, dropping the
 * rest of the value), a line break in a tag of .mat (whose tags are lines).
 * 0, or -1 with d saying which. */
static int unheld(const record *rec, rec_format fmt, diag *d)
{
	if (fmt == FMT_JSON)
		return 0;
	for (size_t i = 0; i < rec->ntags; i++) {
		const rec_tag *t = &rec->tags[i];
		const char *v = rec_at(rec, t->value);
		if (memchr(rec_at(rec, t->name), '\0', t->name.len) || memchr(v, '\0', t->value.len))
			return diag_set(d, "not-held", "its tag %.*s holds a NUL byte, which only JSON "
					"Lines can carry", (int)t->name.len, rec_at(rec, t->name));
		if (fmt == FMT_MAT && (memchr(v, '\n', t->value.len) || memchr(v, '\r', t->value.len)))
			return diag_set(d, "not-held", "its tag %.*s holds a line break, which the "
					".mat format cannot hold", (int)t->name.len, rec_at(rec, t->name));
	}
	for (size_t i = 0; i < rec->nels; i++)
		if (rec->els[i].kind != EL_MOVE &&
		    memchr(rec_at(rec, rec->els[i].text), '\0', rec->els[i].text.len))
			return diag_set(d, "not-held", "its movetext holds a NUL byte, which only JSON "
					"Lines can carry");
	return 0;
}

/* What the target cannot hold is said; with --strict such a record is not
 * written (1). */
static int losses(run *r, const record *rec, const verdict *v, int to, rec_format fmt, int json)
{
	const game *g = v->v->game;
	const char *level = r->strict ? "error" : "warning";

	if (g->notations[to].reads != g->notations[v->notation].reads || (json && v->notation != 0))
		for (size_t i = 0; i < rec->nels; i++)
			if (rec->els[i].kind == EL_VARIATION) {
				cli_say(stderr, "arbiter: %s #%ld: %s: its variations stay as written, in "
					"%s notation (variations are kept, not replayed)\n", rec->file,
					rec->index, level, g->notations[v->notation].name);
				r->lossy++;
				if (r->strict)
					return 1;
				break;
			}
	if (lost_in(r, rec, fmt))
		return 1;
	if (fmt == FMT_MAT && !rec_tag_find(rec, "Length")) {
		/* a game of no match: gnubg refuses a .mat game before any match
		 * line, so it is written in a money session, and read back it is
		 * money play (the Jacoby rule, beavers, a match's game 1) */
		cli_say(stderr, "arbiter: %s #%ld: %s: it belongs to no match, and the .mat format "
			"has no game outside one: written there, it is money play (a 0 point "
			"match)\n", rec->file, rec->index, level);
		r->lossy++;
		if (r->strict)
			return 1;
	}
	if (rec->branches) { /* passed over as it was read: no target has them */
		cli_say(stderr, "arbiter: %s #%ld: %s: its %d variation%s off SGF's main line %s "
			"not read, so not written\n", rec->file, rec->index, level, rec->branches,
			rec->branches == 1 ? "" : "s", rec->branches == 1 ? "is" : "are");
		r->lossy++;
		if (r->strict)
			return 1;
	}
	if (r->tr.marks_lost) {
		int n = r->tr.marks_lost;
		cli_say(stderr, "arbiter: %s #%ld: %s: %s notation has no %s: %s of %d move%s %s "
			"dropped\n", rec->file, rec->index, level, g->notations[to].name, g->drops_kind,
			g->drops_what, n, n == 1 ? "" : "s", n == 1 ? "is" : "are");
		r->lossy++;
		if (r->strict)
			return 1;
	}
	return 0;
}

/* The first-player rule, read back: a record follows the one written
 * before it, not always the one before it here (one between them not
 * written, an illegal game dropped; the last record of another input), and
 * has players only where the format writes tags. Where that changes its
 * verdict, a mismatch for its first player made valid or a valid record
 * made one, it is said, and with --strict it is not written (1); seat gets
 * its players as written. */
static int first_player_kept(run *r, const record *rec, const verdict *v, rec_format fmt,
			     ref_seat *seat)
{
	int here = v->status == ST_MISMATCH && !strcmp(v->err.code, "first-player"), there;
	int named = writes_tags(fmt);
	const char *level = r->strict ? "error" : "warning";
	char first[sizeof seat->first];

	ref_seat_of(rec, seat);
	snprintf(first, sizeof first, "%s", seat->first);
	if (seat->file)
		seat->file = named ? "(output)" : NULL; /* the records written are one file's */
	/* a record wrong in another way is said so read back, as here */
	there = !(v->has_error && !here) && ref_first_again(&r->seat, seat, v->v);
	if (here == there)
		return 0;
	if (here && !named)
		cli_say(stderr, "arbiter: %s #%ld: %s: its mismatch, %s playing first again, rests on "
			"its players, which the %s format does not write: read back, it would be "
			"valid\n", rec->file, rec->index, level, first, fmt_of(fmt)->name);
	else if (here)
		cli_say(stderr, "arbiter: %s #%ld: %s: its mismatch, %s playing first again, is with "
			"the record before it, which is not written: read back, it would be valid\n",
			rec->file, rec->index, level, first);
	else
		cli_say(stderr, "arbiter: %s #%ld: %s: read back after the record written before it, "
			"of the same players in the same order, %s plays first again: a mismatch under "
			"%s, where here it is valid\n", rec->file, rec->index, level, first,
			v->v->name);
	r->lossy++;
	return r->strict;
}

/* A match's name, kept in .mat and SGF? Neither has a word for it: their
 * readers number a file's matches in turn (a match starts where its
 * length changes or its games' numbers start again; in .mat where the
 * record's [Match] or file changes too). A record whose [Match] is not
 * the number it reads back as (a JSON or tagged record's "7", "Final"; two
 * matches both "1" joined into one file) is said, as a loss, and with
 * --strict not written (1); with write, the record was written, and is
 * counted. */
static int match_kept(run *r, const record *rec, rec_format fmt, int write)
{
	char name[64] = "", length[16] = "", want[24];
	const char *file = rec->file ? rec->file : "";
	long number = rec_head_long(rec, H_GAME, -1), n = r->out_matches;

	if ((fmt != FMT_MAT && fmt != FMT_SGF) || !rec_tag_value(rec, "Match", name, sizeof name))
		return 0;
	rec_tag_value(rec, "Length", length, sizeof length);
	if (!n || strcmp(length, r->out_length) || !rec_game_follows(rec, r->out_game) ||
	    (fmt == FMT_MAT && (strcmp(name, r->out_match) || !r->out_file ||
				strcmp(file, r->out_file))))
		n++;
	if (write) {
		r->out_matches = n;
		r->out_game = number;
		snprintf(r->out_match, sizeof r->out_match, "%s", name);
		snprintf(r->out_length, sizeof r->out_length, "%s", length);
		r->out_file = rec->file; /* the reader's name, which outlives the record */
		return 0;
	}
	snprintf(want, sizeof want, "%ld", n);
	/* a .mat or SGF match's number is its reader's, made as it is again */
	if (!strcmp(name, want) || rec->format == FMT_MAT || rec->format == FMT_SGF)
		return 0;
	cli_say(stderr, "arbiter: %s #%ld: %s: its match '%s' is not kept: the %s format "
		"numbers a file's matches in turn, and reads it back as match %ld\n", rec->file,
		rec->index, r->strict ? "error" : "warning", name, fmt == FMT_MAT ? ".mat" : "SGF", n);
	r->lossy++;
	return r->strict;
}

/* Problems are told on stderr, as validate tells them. */
static void tell(const record *rec, const verdict *v)
{
	report rep = { .out = stderr, .err = stderr };
	rep_record(&rep, rec, v);
	rep_free(&rep);
}

/* The [Variant] a tagged record is written with where its own tags would
 * have it read under another rule set than the one it was judged under
 * (`as`): the rule set came from -V over the record's tag, or from what
 * read back is not there (a file's ending, a JSON record's member, the
 * notation), and is not the one a record naming none is read under. NULL:
 * the record's tags say it. */
static const char *variant_tag(const record *rec, const variant *v, const char *as)
{
	char tag[128];

	if (rec_head(rec, H_VARIANT, tag, sizeof tag))
		return var_answers_to(v, tag) ? NULL : as;
	return strcmp(v->name, ARB_FALLBACK_VARIANT) ? as : NULL;
}

/* Does the record say that the rules ended its game ([Termination
 * "rules"], as a Ludii trial that ended naturally is read)? A claim the
 * written record keeps, so that it is judged again as it was. */
static int says_ruled(const record *rec)
{
	char t[16];

	return rec_head(rec, H_TERMINATION, t, sizeof t) && !strcasecmp(t, "rules");
}

/* The record in the target format, into r->text: 0, or -1 (d says why
 * when the format could). */
static int write_record(run *r, const record *rec, const verdict *v, rec_format fmt, int to,
			size_t upto, diag *d)
{
	const rec_fmt *w = fmt_of(fmt);
	const game *g = v->v->game;
	const char *counted = fmt_rules_counted(v->v->name, v->rule_key, v->rule_value);
	fmt_out o = {
		.moves = tr_moves(&r->tr), .upto = upto,
		/* the output names its notation when its tags would not */
		.set = { { "Notation", NEEDS_TAG(g, rec, to) ? g->notations[to].name : NULL } },
		.sep = g->notations[to].fields > 1 ? ", " : " ",
		.resigned = !strcmp(v->termination, "resignation"),
		.crawford_game = (v->match_flags & MATCH_CRAWFORD_PLAYED) != 0,
		.ruled = v->verified || says_ruled(rec),
		.rule_key = v->rule_key, .rule_value = v->rule_value,
		.game = g->name, .variant = counted ? counted : v->v->name, .notation = g->notations[0].name,
		.title = v->v->title, .source = v->v->source, .ply_words = g->notations[to].separate,
	};
	char trial_game[512];

	if (fmt == FMT_TRL && r->reg)
		o.trial_game = var_trial_game(r->reg, v->v, trial_game, sizeof trial_game);

	if (fmt == FMT_TAGGED && (o.set[1].value = variant_tag(rec, v->v, o.variant)))
		o.set[1].tag = "Variant";
	/* the token a record of tags ends with where the source had none: the
	 * claim that stood without it (a [Result] tag a [PlyCount] shows
	 * whole: "*" read back as a claim the tag belies), else the result the
	 * rules decided */
	if (v->claimed >= 0 && upto >= rec->nels)
		o.decided = rec_result_text(v->claimed);
	else if (v->claimed < 0 && v->verified && v->status == ST_VALID && upto >= rec->nels &&
		 v->result != RES_NONE)
		o.decided = rec_result_text(v->result);
	if (w->state_size && !r->wstate[w->id] && !(r->wstate[w->id] = calloc(1, w->state_size)))
		return -1;
	/* what is written, a reader takes for text: no line of it for binary
	 * data, wherever the record lands in a file */
	return w->write(r->wstate[w->id], rec, &o, &r->text, d) ||
	       fmt_written_text(&r->text, 0, d) ? -1 : 0;
}

/* A record of a game the target notation is not of (a morris record to
 * SGF): read well, but it cannot be written there. Said with what it can
 * be written in, and counted as a record not held whole. */
static void cannot_hold(run *r, const record *rec, const game *g)
{
	int at;
	const game *of = game_by_notation(r->target, &at);
	const char *own = of ? of->notations[at].container : NULL;
	char as[64], list[256] = "";
	size_t n = 0;

	if (own)
		snprintf(as, sizeof as, "as %s", !strcmp(own, "sgf") ? "SGF" : !strcmp(own, "mat") ? ".mat" : own);
	else
		snprintf(as, sizeof as, "in %s notation", r->target);
	for (int i = 0; g->notations[i].name && n < sizeof list; i++)
		n += (size_t)snprintf(list + n, sizeof list - n, "%s, ", g->notations[i].name);
	cli_say(stderr, "arbiter: %s #%ld: not written: a %s record cannot be written %s (%s%s; "
		"a %s record goes to %sor json)\n", rec->file, rec->index, g->name, as,
		of ? "a notation of " : "no game's", of ? of->name : "", g->name, list);
	r->lossy++;
	r->refused++;
}

/* A copy of the record (r->judged, made once a record) whose head tag k
 * says value; the record itself where it cannot be made. */
static const record *with_tag(run *r, const record *rec, rec_hkey k, const char *value)
{
	const rec_tag *t = rec_head_tag(rec, k);
	size_t n = strlen(value);
	rec_span at;

	if (!t || (rec != &r->judged && rec_copy(&r->judged, rec)))
		return rec;
	at = (rec_span){ (uint32_t)r->judged.text.len, (uint32_t)n };
	if (buf_add(&r->judged.text, value, n))
		return rec;
	r->judged.tags[t - rec->tags].value = at;
	return &r->judged;
}

/* The record as it was judged, where what it says would be read otherwise
 * once written: a claim whose winner was read from the column of its .mat
 * line, where the rules named the other (validate warns of the slip, and
 * judges the rules' winner), is written with the rules' winner (SGF's RE,
 * a [Result] tag, would make the slip a wrong claim); a record that left a
 * rule open and counted it the other way, under the rule set that names
 * that reading (fmt_rules_counted), where its own would not count it so,
 * but in a .mat match (`fmt`, the format written) whose header left the
 * rule open, as the written header does. */
static const record *as_judged(run *r, const record *rec, const verdict *v, rec_format fmt)
{
	const char *res = rec_result_text(v->result), *counted;
	char name[128];

	if (rec->winner_by_column && v->result >= 0 && rec_claimed(rec) >= 0 &&
	    rec_claimed(rec) != v->result && res && *res) {
		rec = with_tag(r, rec, H_RESULT, res);
		if (rec == &r->judged) {
			r->judged.winner_by_column = 0;
			cli_say(stderr, "arbiter: %s #%ld: warning: the claim's line stands in the "
				"column of the side the rules say lost: written as judged, %s\n",
				rec->file, rec->index, res);
		}
	}
	/* a .mat match left the rule open, and so does the header written
	 * for it: read back, the game is counted as it was, in its match */
	if (fmt == FMT_MAT && rec->rules_implied)
		return rec;
	if (rec_head(rec, H_VARIANT, name, sizeof name) &&
	    (counted = fmt_rules_counted(name, v->rule_key, v->rule_value)))
		rec = with_tag(r, rec, H_VARIANT, counted);
	return rec;
}

/* An illegal record kept whole that would read back refused elsewhere,
 * for another fault, or not at all (transcript's misread): not written,
 * said with how each is refused. */
static void misread(run *r, const record *rec, const char *notation)
{
	const transcript *t = &r->tr;

	if (t->misread_ply)
		cli_say(stderr, "arbiter: %s #%ld: not written: read back in %s notation, it would "
			"be refused at ply %d (%s), not at ply %d as here (%s)\n", rec->file,
			rec->index, notation, t->misread_ply, t->misread_why, t->source_ply,
			t->source_why);
	else
		cli_say(stderr, "arbiter: %s #%ld: not written: read back in %s notation, it would "
			"not be refused, where it is here at ply %d (%s)\n", rec->file, rec->index,
			notation, t->source_ply, t->source_why);
	r->lossy++;
	r->refused++;
}

static int convert_one(const char *file, const record *rec, const diag *unreadable, void *arg)
{
	run *r = arg;
	verdict v;
	ref_opts opts = { .token = tr_token, .arg = &r->tr, .start = &r->tr.place };
	size_t upto;
	int to, json = strcmp(r->target, "json") == 0;
	ref_seat seat;

	(void)file;
	if (!rec) { /* the file is done: so is any match in it */
		ref_finish(r->ref);
		return 0;
	}
	upto = rec->nels; /* every element: an illegal record is kept whole */
	rec_format fmt = json ? FMT_JSON : r->format != FMT_AUTO ? r->format :
			 rec->format == FMT_FLAT ? FMT_FLAT : FMT_TAGGED;
	diag d;

	if (unreadable) {
		ref_unread(r->ref, rec, &v, unreadable);
		r->unreadable++;
		tell(rec, &v);
		return 0;
	}
	if (tr_start(&r->tr, rec, r->target, fmt == FMT_TAGGED)) {
		fprintf(stderr, "arbiter: out of memory\n");
		r->io_error = 1;
		return 0;
	}
	ref_judge(r->ref, rec, &opts, &v);
	if (v.status == ST_UNREADABLE) {
		r->unreadable++;
		tell(rec, &v);
		return 0;
	}
	if ((to = tr_target(v.v->game, r->target)) < 0) {
		cannot_hold(r, rec, v.v->game);
		return 0;
	}
	{ /* a notation that has its own container writes in it: .mat, SGF, .trl */
		const rec_fmt *own = fmt_named(v.v->game->notations[to].container);
		if (own && !json)
			fmt = own->id;
	}
	if (v.status == ST_ILLEGAL) {
		r->illegal++;
		tell(rec, &v);
		if (!r->keep_invalid)
			return 0;
		/* read back, the record is refused as it is: these containers
		 * give each move its player */
		r->tr.keeps_who = fmt == FMT_JSON || fmt == FMT_SGF || fmt == FMT_MAT || fmt == FMT_TRL;
		tr_keep_rest(&r->tr, &v);
	} else if (v.status == ST_MISMATCH) {
		r->mismatched++;
		tell(rec, &v);
	}
	if (v.status == ST_VALID)
		rec = as_judged(r, rec, &v, fmt);
	if (r->tr.misread) {
		misread(r, rec, v.v->game->notations[to].name);
		return 0;
	}
	if (r->tr.unwritten) {
		const rec_el *e = &rec->els[r->tr.unwritten_el];
		cli_say(stderr, "arbiter: %s #%ld: not written: %s notation cannot write its move "
			"'%.*s' (line %u)\n", rec->file, rec->index, v.v->game->notations[to].name,
			plain_upto(rec_at(rec, e->text), e->text.len, 40), rec_at(rec, e->text), e->line);
		r->lossy++;
		r->refused++;
		return 0;
	}
	if (losses(r, rec, &v, to, fmt, json) || first_player_kept(r, rec, &v, fmt, &seat) ||
	    match_kept(r, rec, fmt, 0))
		return 0;
	buf_clear(&r->text);
	diag_clear(&d);
	if (unheld(rec, fmt, &d) || write_record(r, rec, &v, fmt, to, upto, &d)) {
		cli_say(stderr, "arbiter: %s #%ld: not written: %s\n", rec->file, rec->index,
			d.msg[0] ? d.msg : "out of memory");
		r->lossy++;
		r->refused++;
		return 0;
	}
	if (too_long(r, fmt == FMT_TAGGED && !json)) {
		/* what convert writes, validate reads back: never past its limits */
		cli_say(stderr, "arbiter: %s #%ld: not written: it would be %s, more than arbiter "
			"reads back\n", rec->file, rec->index,
			fmt == FMT_TAGGED && !json ? "longer than 64 MiB" : "a line longer than 64 MiB");
		r->lossy++;
		r->refused++;
		return 0;
	}
	if (fwrite(r->text.p, 1, r->text.len, r->out) != r->text.len)
		r->io_error = 1;
	match_kept(r, rec, fmt, 1);
	r->written++;
	r->seat = seat;
	return 0;
}

/* One record: the summary's "not held whole" counts records, so one that
 * loses several of its parts (its variations kept as written, and its
 * comments the format drops) is counted once, as one not written is. */
static int one(const char *file, const record *rec, const diag *unreadable, void *arg)
{
	run *r = arg;
	long before = r->lossy;
	int rc = convert_one(file, rec, unreadable, arg);

	if (r->lossy > before + 1)
		r->lossy = before + 1;
	return rc;
}

/* -t and -f together: 0, or 2 after saying what does not go. */
static int target_ok(run *r)
{
	int known = 0;

	if (r->format == FMT_JSON) {
		if (r->target && strcmp(r->target, "json"))
			return cli_usage_error("convert", "-f json writes the JSON form: -t %s does not "
					       "go with it", r->target);
		r->target = "json";
	}
	if (!r->target)
		return cli_usage_error("convert", "say which notation to write with -t");
	if (!strcmp(r->target, "json") && r->format != FMT_AUTO && r->format != FMT_JSON)
		return cli_usage_error("convert", "-t json writes the JSON form, not -f %s",
				       r->format == FMT_FLAT ? "flat" : "tagged");
	const char *names[64], *near;
	size_t k = 0;

	for (size_t i = 0; games[i]; i++) {
		known |= ref_notation(games[i], r->target) >= 0;
		for (int j = 0; games[i]->notations[j].name && k + 2 < 64; j++)
			names[k++] = games[i]->notations[j].name;
	}
	names[k++] = "json";
	names[k] = NULL;
	if (!known && strcmp(r->target, "json") != 0) {
		near = edit_suggest(r->target, names, 2);
		return cli_usage_error("convert", "no game writes the notation '%s'%s%s%s", r->target,
				       near ? " (did you mean " : "", near ? near : "", near ? "?)" : "");
	}
	return 0;
}

/* The output closed (of: a file, kept only when every input was read and
 * written), then what was written, said on standard error. */
static void tell_count(run *r, int status, int quiet, out_file *of)
{
	if (of) {
		if (out_close(of, !status && !r->unreadable && !r->io_error))
			r->io_error = 1;
	} else if (fflush(r->out) || ferror(r->out)) {
		r->io_error = 1;
	}
	if (r->io_error) /* what reached the output is not known whole: nothing counts */
		cli_say(stderr, "arbiter: convert: no record written: the output could not be "
			"written%s\n", of ? "" : " (standard output)");
	else if (!quiet)
		fprintf(stderr, "%ld record%s written; %ld illegal%s, %ld mismatched, %ld unreadable, "
			"%ld not held whole\n", r->written, r->written == 1 ? "" : "s", r->illegal,
			r->keep_invalid ? " (written whole)" : " (not written)",
			r->mismatched, r->unreadable, r->lossy);
}

int cmd_convert(int argc, char **argv)
{
	static const struct option longs[] = {
		{ "to", required_argument, NULL, 't' },
		{ "output", required_argument, NULL, 'o' },
		{ "format", required_argument, NULL, 'f' },
		CLI_RULES_OPTIONS,
		CLI_WALK_OPTION,
		{ "strict", no_argument, NULL, 'S' },
		{ "keep-invalid", no_argument, NULL, 'K' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *vname = NULL, *notation = NULL, *output = NULL;
	out_file of;
	run r = { .out = stdout };
	cli_rules rules;
	cli_walk walk = { 0 };
	int c, status, quiet = 0;

	optind = 1;
	opterr = 0;
	cli_once once = { "convert", ":t:o:f:V:n:qh", longs, "tofVn", { 0 } };
	while ((c = getopt_long(argc, argv, once.opts, longs, NULL)) != -1) {
		if (cli_once_only(&once, c))
			return 2;
		switch (c) {
		case 't': r.target = optarg; break;
		case 'o': output = optarg; break;
		case 'L': walk.follow_links = 1; break;
		case 'V': vname = optarg; break;
		case 'n': notation = optarg; break;
		case 'f':
			if (!strcmp(optarg, "tagged"))
				r.format = FMT_TAGGED;
			else if (!strcmp(optarg, "flat"))
				r.format = FMT_FLAT;
			else if (!strcmp(optarg, "json"))
				r.format = FMT_JSON;
			else
				return cli_usage_error("convert", "-f takes tagged, flat or json, not '%s'",
						       optarg);
			break;
		case 'S': r.strict = 1; break;
		case 'K': r.keep_invalid = 1; break;
		case 'q': quiet = 1; break;
		case 'h': fputs(usage, stdout); cli_notations_help(stdout); return 0;
		default: return cli_bad_option("convert", argv, c);
		}
	}
	if (target_ok(&r))
		return 2;
	if (output && strcmp(output, "-") == 0)
		output = NULL;
	if (!output) /* -o writes its own file: messages keep their place beside it */
		streams_gather(); /* read once done: a message is not a write of its own */
	if (cli_rules_open(&rules, "convert", vname, notation))
		return 2;
	if ((rules.v && cli_check_notation("convert", rules.v, r.target)) ||
	    (output && out_open(&of, "convert", output, argv + optind, argc - optind,
				cli_rules_file, &rules))) {
		cli_rules_close(&rules);
		return 2;
	}
	if (output) {
		r.out = of.f;
		walk.out = &of; /* never read back as an input */
	}
	r.reg = rules.reg;
	if (!(r.ref = cli_referee(&rules))) {
		if (output)
			out_close(&of, 0);
		cli_rules_close(&rules);
		return 2;
	}
	status = cli_each_record(argc - optind, argv + optind, notation, &walk, stderr, one, &r);
	tell_count(&r, status, quiet, output ? &of : NULL);
	ref_free(r.ref);
	cli_rules_close(&rules);
	tr_free(&r.tr);
	rec_free(&r.judged);
	buf_free(&r.text);
	for (size_t i = 0; i < sizeof r.wstate / sizeof r.wstate[0]; i++)
		free(r.wstate[i]);
	if (r.io_error)
		return 2;
	if (status || r.unreadable)
		return 2;
	return r.illegal || r.mismatched || r.refused || (r.strict && r.lossy) ? 1 : 0;
}
