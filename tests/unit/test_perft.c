/* The morris move generator against perft counts from an independent engine
 * (tests/data/morris-perft): one test per vector, run by each instance of
 * the referee (engine.c): the lean one these rule sets are given, the one
 * with every rule in one word a set, the one in two words (for boards
 * over 64 points, forced on these boards), and the lean one that tests
 * every ply rule (PLY_*), which these rule sets do not have; and the
 * vectors of a rule set some shipped variant file says it is, under that
 * file. */
#include "unit.h"

#include <jansson.h>
#include <string.h>

#include "core/variant.h"
#include "games/morris/morris.h"

static const mor_engine *const engines[] = { NULL, &mor_engine_w1, &mor_engine_w2,
					      &mor_engine_lean_ply[PLY_KINDS] };
static const char *const engine_names[] = { "", ", every rule", ", in two words",
					    ", lean, every ply rule tested" };
enum { N_ENGINES = sizeof engines / sizeof *engines };

/* The shipped rule sets that say they are one of the vectors' rule sets
 * (their source: texts): the vectors are run under the shipped file too, so
 * that a change to it that the engine's rule set does not share fails. */
static const char *const shipped[][2] = {
	{ "nmm", "variants/morris/nine-mens-morris.yaml" },
	{ "morabaraba_app", "variants/morris/morabaraba.yaml" },
};
enum { N_SHIPPED = sizeof shipped / sizeof *shipped };

typedef struct vector {
	char name[200];
	int engine;             /* 0: the one the rules choose, else engines[] */
	const char *file;       /* the variant file, or NULL: the vector's own */
	char variant[64];
	char prefix[1024];
	int depth;
	long nodes;
} vector;

static var_registry *reg;

static long perft(mor_state *s, int depth)
{
	mor_move mv[1024];
	int n = mor_actions(s, mv, 1024);
	mor_state saved = *s;
	long total = 0;

	assert_true(n <= 1024);
	if (depth == 1)
		return n;
	for (int i = 0; i < n; i++) {
		diag d;
		void *h;
		size_t cap;

		if (mor_play(s, &mv[i], &d))
			fail_msg("generated move %d is illegal: %s", i, d.msg);
		total += perft(s, depth - 1);
		h = s->hist;
		cap = s->caphist;
		*s = saved;
		s->hist = h;
		s->caphist = cap;
	}
	return total;
}

static void run(void **state)
{
	const vector *v = *state;
	char path[512], rel[128], *tok, *save = NULL, prefix[1024];
	diag d;
	variant *var;
	mor_state *s;
	long nodes;

	if (v->file)
		snprintf(rel, sizeof rel, "%s", v->file);
	else
		snprintf(rel, sizeof rel, "tests/data/morris-perft/%s.yaml", v->variant);
	unit_path(path, sizeof path, rel);
	var = var_find(reg, path, &d);
	if (!var)
		fail_msg("%s: %s", path, d.msg);
	s = var->game->state_new(var->rules);
	assert_non_null(s);
	if (v->engine) { /* a fresh state holds no history yet: its type may change */
		s->eng = engines[v->engine];
		mor_reset(s, NOT_ALGEBRAIC);
	} else {
		/* pieces that slide while placing: the lean referee whose
		 * steps make those slides too (perft plays moves, by play) */
		assert_ptr_equal(s->eng, s->r->may_move ? &mor_engine_lean_slides :
					 s->r->mill_one ? &mor_engine_lean_one :
					 s->r->mill_one_back ? &mor_engine_lean_one_back :
					 s->r->mill_per ? &mor_engine_lean_per :
					 s->r->mill_hand ? &mor_engine_lean_hand :
					 s->r->mill_near ? &mor_engine_lean_near :
							  &mor_engine_lean);
	}
	snprintf(prefix, sizeof prefix, "%s", v->prefix);
	for (tok = strtok_r(prefix, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		mor_move m;
		if (mor_decode(s, NOT_ALGEBRAIC, tok, strlen(tok), &m, &d) || mor_play(s, &m, &d))
			fail_msg("prefix ply %s: %s", tok, d.msg);
	}
	nodes = perft(s, v->depth);
	var->game->state_free(s);
	if (nodes != v->nodes)
		fail_msg("%s: %ld nodes, the oracle counts %ld", v->name, nodes, v->nodes);
}

int main(void)
{
	char path[512], line[4096];
	FILE *f;
	vector *vs = NULL;
	struct CMUnitTest *tests = NULL;
	size_t n = 0;
	int rc;

	unit_path(path, sizeof path, "tests/data/morris-perft/perft.jsonl");
	if (!(f = fopen(path, "r"))) {
		fprintf(stderr, "cannot open %s\n", path);
		return 1;
	}
	while (fgets(line, sizeof line, f)) {
		json_error_t err;
		json_t *o = json_loads(line, 0, &err);
		vector *v;
		if (!o)
			return fprintf(stderr, "%s: %s\n", path, err.text), 1;
		vs = realloc(vs, (n + N_ENGINES + 1) * sizeof *vs);
		tests = realloc(tests, (n + N_ENGINES + 1) * sizeof *tests);
		if (!vs || !tests)
			return fprintf(stderr, "out of memory\n"), 1;
		v = &vs[n];
		v->engine = 0;
		v->file = NULL;
		snprintf(v->variant, sizeof v->variant, "%s", json_string_value(json_object_get(o, "variant")));
		snprintf(v->prefix, sizeof v->prefix, "%s", json_string_value(json_object_get(o, "prefix")));
		v->depth = (int)json_integer_value(json_object_get(o, "depth"));
		v->nodes = (long)json_integer_value(json_object_get(o, "nodes"));
		snprintf(v->name, sizeof v->name, "perft %s after %zu plies, depth %d", v->variant,
			 (size_t)json_integer_value(json_object_get(o, "prefix_plies")), v->depth);
		json_decref(o);
		for (int e = 1; e < N_ENGINES; e++) {
			vs[n + e] = *v;
			vs[n + e].engine = e;
			snprintf(vs[n + e].name, sizeof vs[n + e].name, "%.140s%s", v->name,
				 engine_names[e]);
		}
		n += N_ENGINES;
		for (int k = 0; k < N_SHIPPED; k++)
			if (!strcmp(v->variant, shipped[k][0])) {
				vector w = *v;
				w.file = shipped[k][1];
				snprintf(w.name, sizeof w.name, "%.140s, under %s", v->name,
					 shipped[k][1] + strlen("variants/morris/"));
				vs[n++] = w;
			}
	}
	fclose(f);
	for (size_t i = 0; i < n; i++)
		tests[i] = (struct CMUnitTest){ vs[i].name, run, NULL, NULL, &vs[i] };
	reg = var_registry_new();
	rc = _cmocka_run_group_tests("perft", tests, n, NULL, NULL);
	var_registry_free(reg);
	free(tests);
	free(vs);
	return rc;
}
