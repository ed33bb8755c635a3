/* arbiter compare: the same records under several rule sets, side by side. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/jsonw.h"
#include "base/plain.h"
#include "cli/cli.h"
#include "cli/streams.h"
#include "core/compare.h"
#include "core/referee.h"
#include "core/report.h"
#include "games/game.h"

static const char usage[] =
	"Usage: arbiter compare -V VARIANT -V VARIANT [-V VARIANT]... [OPTION]... [FILE]...\n"
	"Referee every record under each rule set and show where the verdicts part:\n"
	"a move legal under one and illegal under another, or a game that ends under\n"
	"one and goes on under another. A summary table closes the report.\n"
	"\n"
	"  -V, --variant=NAME      a rule set (a name or a .yaml file); two or more\n"
	"  -n, --notation=NAME     input notation, as for validate\n"
	"      --json              one JSON object per record (JSON Lines)\n"
	"      --only-diverging    show only the records whose verdicts differ\n"
	"  -q, --quiet             no summary table (with --json: no summary)\n"
	"      --follow-links      in a folder, read what links point to wherever it\n"
	"                          is (each folder and file once); without it a link\n"
	"                          is read only to a file inside the folder\n"
	"  -h, --help              show this help and exit\n"
	"\n"
	"Exit status: 0 when every record is valid under every rule set, 1 when some\n"
	"verdict is illegal or mismatched, 2 on usage errors, unreadable input or a\n"
	"bad variant file.\n";

enum { MAX_SETS = 16, MAX_TERMS = 32 };

typedef struct tally {
	long status[4], result[4];
	const char *term[MAX_TERMS];
	long nterm[MAX_TERMS];
	size_t nterms;
} tally;

typedef struct run {
	referee *ref[MAX_SETS];
	variant *v[MAX_SETS];
	/* their names as text shows them: a name is its file's to choose, and a
	 * line break in it broke the table's lines */
	char name[MAX_SETS][256];
	size_t n;
	int json, only_diverging;
	long records, diverging;
	tally t[MAX_SETS];
	long changes[MAX_SETS][MAX_SETS];
	var_registry *reg;   /* the rule sets, for a record's own [Variant] */
	int worst;
	buf line;      /* the line being written: JSON, or a record's name */
} run;

static void count(tally *t, const verdict *v)
{
	size_t i;

	t->status[v->status]++;
	t->result[v->result]++;
	for (i = 0; i < t->nterms; i++)
		if (strcmp(t->term[i], v->termination) == 0)
			break;
	if (i == t->nterms && t->nterms < MAX_TERMS)
		t->term[t->nterms++] = v->termination;
	if (i < t->nterms)
		t->nterm[i]++;
}

/* A verdict's reason in words: how the game ended, or what was wrong; and,
 * when it is not valid, whether the record is for another game or board. */
static void reason(const verdict *v, const variant *tagged, char *out,
		   size_t n)
{
	char foreign[256];

	switch (v->status) {
	case ST_VALID:
		snprintf(out, n, "%s", v->why[0] ? v->why : v->result != RES_NONE ? "as the record says"
										   : "");
		break;
	case ST_ILLEGAL:
		snprintf(out, n, "ply %d, %s: %s", v->error_ply, v->err.token, v->err.msg);
		break;
	default:
		snprintf(out, n, "%s", v->err.msg);
	}
	if (v->status != ST_VALID && v->v && cmp_foreign(v->v, tagged, foreign, sizeof foreign))
		diag_aside(out, n, "%s", foreign);
}

/* One record's verdicts as a JSON line: each rule set's, whether they
 * diverge, and where first. */
static void json_line(run *r, const record *rec, const verdict *vs, int diverges, int ply,
		      const char *msg, const variant *tagged)
{
	buf *b = &r->line;

	buf_clear(b);
	jw_open(b, '{');
	jw_kstr(b, "file", rec->file);
	jw_kint(b, "record", rec->index);
	jw_key(b, "verdicts");
	jw_open(b, '[');
	for (size_t i = 0; i < r->n; i++) {
		char foreign[256];
		jw_open(b, '{');
		rep_verdict_fields(b, rec, &vs[i]);
		if (vs[i].status != ST_VALID && vs[i].v &&
		    cmp_foreign(vs[i].v, tagged, foreign, sizeof foreign)) {
			jw_kstr(b, "foreign", foreign);
		}
		jw_close(b, '}');
	}
	jw_close(b, ']');
	jw_kbool(b, "diverges", diverges);
	jw_key(b, "first_divergence");
	if (ply < 0) {
		jw_null(b);
	} else {
		jw_open(b, '{');
		jw_kint(b, "ply", ply);
		jw_kstr(b, "message", msg);
		jw_close(b, '}');
	}
	jw_close(b, '}');
	rep_line(stdout, b);
}

static int one(const char *file, const record *rec, const diag *unreadable, void *arg)
{
	run *r = arg;
	verdict vs[MAX_SETS];
	char msg[1024], why[512], shown[2048];
	const variant *tagged = NULL;
	int ply, diverges;

	(void)file;
	if (!rec) { /* the file is done: so is any match in it */
		for (size_t i = 0; i < r->n; i++)
			ref_finish(r->ref[i]);
		return 0;
	}
	for (size_t i = 0; i < r->n; i++) {
		if (unreadable) {
			ref_unread(r->ref[i], rec, &vs[i], unreadable);
			vs[i].v = r->v[i];
		} else {
			ref_judge(r->ref[i], rec, NULL, &vs[i]);
		}
		count(&r->t[i], &vs[i]);
		if (vs[i].status == ST_UNREADABLE)
			r->worst = 2;
		else if (vs[i].status != ST_VALID && r->worst < 1)
			r->worst = 1;
	}
	for (size_t i = 0; i < r->n; i++)
		for (size_t j = i + 1; j < r->n; j++)
			r->changes[i][j] += !cmp_same_outcome(&vs[i], &vs[j]);
	r->records++;
	diverges = cmp_diverges(vs, r->n);
	r->diverging += diverges;
	ply = cmp_first_divergence(vs, r->n, msg, sizeof msg);
	if (unreadable)
		rep_diag(stderr, unreadable, rec->text_is_source ? rec->text.p : NULL, rec->text.len,
			 rec->line);
	if (r->only_diverging && !diverges)
		return 0;
	{
		char tag[128];
		diag d;
		if (!unreadable && rec_head(rec, H_VARIANT, tag, sizeof tag) &&
		    !(tagged = ref_producer_variant(r->reg, rec, tag, var_find_own(r->reg, tag))))
			tagged = var_find_name(r->reg, tag, &d);
	}
	if (r->json) {
		json_line(r, rec, vs, diverges, ply, msg, tagged);
		return 0;
	}
	buf_clear(&r->line);
	rep_name(&r->line, rec);
	fwrite(r->line.p, 1, r->line.len, stdout);
	if (!diverges) {
		reason(&vs[0], tagged, why, sizeof why);
		printf(": the same under all: %s, %s (%s%s%s), %d %s\n", ref_status_text(vs[0].status),
		       rec_result_text(vs[0].result), vs[0].termination, why[0] ? ": " : "",
		       plain_value(shown, sizeof shown, why), vs[0].plies,
		       vs[0].plies == 1 ? "ply" : "plies");
		return 0;
	}
	printf(": diverges at ply %d\n", ply);
	for (size_t i = 0; i < r->n; i++) {
		char what[64];
		snprintf(what, sizeof what, "%s%s", vs[i].termination,
			 !vs[i].verified && vs[i].result != RES_NONE ? " (claimed)" : "");
		printf("  %-24s %-10s %-8s %-28s %4d %s", r->name[i],
		       ref_status_text(vs[i].status), rec_result_text(vs[i].result), what,
		       vs[i].plies, vs[i].plies == 1 ? "ply" : "plies");
		if (vs[i].points)
			printf(", %d point%s", vs[i].points, vs[i].points == 1 ? "" : "s");
		reason(&vs[i], tagged, why, sizeof why);
		printf("%s%s\n", why[0] ? "  " : "", plain_value(shown, sizeof shown, why));
	}
	printf("  at ply %d: %s\n", ply, plain_value(shown, sizeof shown, msg));
	return 0;
}

static void row(const run *r, const char *label, long (*get)(const tally *, const void *),
		const void *key)
{
	printf("%-22s", label);
	for (size_t i = 0; i < r->n; i++)
		printf(" %*ld", (int)(strlen(r->name[i]) > 10 ? strlen(r->name[i]) : 10),
		       get(&r->t[i], key));
	printf("\n");
}

static long by_status(const tally *t, const void *k)
{
	return t->status[*(const int *)k];
}

static long by_result(const tally *t, const void *k)
{
	return t->result[*(const int *)k];
}

static long by_term(const tally *t, const void *k)
{
	for (size_t i = 0; i < t->nterms; i++)
		if (strcmp(t->term[i], k) == 0)
			return t->nterm[i];
	return 0;
}

static void summary(const run *r)
{
	static const int statuses[] = { ST_VALID, ST_ILLEGAL, ST_MISMATCH, ST_UNREADABLE };
	static const int results[] = { RES_WHITE, RES_BLACK, RES_DRAW, RES_NONE };
	const char *terms[MAX_SETS * MAX_TERMS];
	size_t nterms = 0;

	printf("\n%ld record%s, %ld diverging\n\n%-22s", r->records, r->records == 1 ? "" : "s",
	       r->diverging, "");
	for (size_t i = 0; i < r->n; i++)
		printf(" %10s", r->name[i]);
	printf("\n");
	for (size_t i = 0; i < 4; i++)
		row(r, ref_status_text(statuses[i]), by_status, &statuses[i]);
	for (size_t i = 0; i < 4; i++)
		row(r, rec_result_text(results[i]), by_result, &results[i]);
	/* every termination seen under any rule set, in order of first sight */
	for (size_t i = 0; i < r->n; i++)
		for (size_t j = 0; j < r->t[i].nterms; j++) {
			size_t k;
			for (k = 0; k < nterms; k++)
				if (strcmp(terms[k], r->t[i].term[j]) == 0)
					break;
			if (k == nterms)
				terms[nterms++] = r->t[i].term[j];
		}
	for (size_t k = 0; k < nterms; k++)
		row(r, terms[k], by_term, terms[k]);
	printf("\nrecords whose outcome changes:\n");
	for (size_t i = 0; i < r->n; i++)
		for (size_t j = i + 1; j < r->n; j++)
			printf("  %s / %s: %ld\n", r->name[i], r->name[j], r->changes[i][j]);
}

int cmd_compare(int argc, char **argv)
{
	static const struct option longs[] = {
		CLI_RULES_OPTIONS,
		CLI_WALK_OPTION,
		{ "json", no_argument, NULL, 'j' },
		{ "only-diverging", no_argument, NULL, 'D' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *names[MAX_SETS], *notation = NULL;
	size_t nnames = 0;
	run *r;
	cli_rules rules;
	cli_walk walk = { 0 };
	int c, status, quiet = 0, bad = 0;

	optind = 1;
	opterr = 0;
	if (!(r = calloc(1, sizeof *r)))
		return 2;
	while ((c = getopt_long(argc, argv, ":V:n:qh", longs, NULL)) != -1) {
		switch (c) {
		case 'L': walk.follow_links = 1; break;
		case 'V':
			if (nnames == MAX_SETS) {
				free(r);
				return cli_usage_error("compare", "at most %d rule sets", MAX_SETS);
			}
			names[nnames++] = optarg;
			break;
		case 'n': notation = optarg; break;
		case 'j': r->json = 1; break;
		case 'D': r->only_diverging = 1; break;
		case 'q': quiet = 1; break;
		case 'h': free(r); fputs(usage, stdout); cli_notations_help(stdout); return 0;
		default: free(r); return cli_bad_option("compare", argv, c);
		}
	}
	if (!r->json)
		streams_text(); /* for people: what records hold is shown, not obeyed */
	streams_gather(); /* read once done: a message is not a write of its own */
	if (nnames < 2) {
		free(r);
		return cli_usage_error("compare", "give two or more rule sets, each with -V");
	}
	if (cli_rules_open(&rules, "compare", NULL, notation)) {
		free(r);
		return 2;
	}
	r->reg = rules.reg;
	for (size_t i = 0; i < nnames && !bad; i++) {
		if (!(r->v[i] = cli_variant(rules.reg, names[i])) ||
		    (notation && cli_check_notation("compare", r->v[i], notation))) {
			bad = 2;
			break;
		}
		for (size_t j = 0; j < i && !bad; j++)
			if (r->v[j] == r->v[i])
				bad = cli_usage_error("compare", "%s is given twice", names[i]);
		if (!bad) {
			plain_value(r->name[i], sizeof r->name[i], r->v[i]->name);
			rules.v = r->v[i];
			if (!(r->ref[i] = cli_referee(&rules)))
				bad = 2;
			else
				r->n = i + 1;
		}
	}
	if (bad) {
		for (size_t i = 0; i < r->n; i++)
			ref_free(r->ref[i]);
		cli_rules_close(&rules);
		free(r);
		return bad;
	}
	status = cli_each_record(argc - optind, argv + optind, notation, &walk, stderr, one, r);
	if (!quiet && !r->json)
		summary(r);
	else if (!quiet)
		fprintf(stderr, "%ld records, %ld diverging\n", r->records, r->diverging);
	for (size_t i = 0; i < r->n; i++)
		ref_free(r->ref[i]);
	cli_rules_close(&rules);
	c = status ? status : r->worst;
	buf_free(&r->line);
	free(r);
	if (fflush(stdout) || ferror(stdout))
		return 2;
	return c;
}
