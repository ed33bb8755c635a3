/* Variant files: every key checked against the schema, with its place. */
#include "unit.h"
#include "registry.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "base/yamldoc.h"
#include "core/variant.h"
#include "games/game.h"

static variant *load(const char *rel, diag *d)
{
	char path[512];
	unit_path(path, sizeof path, rel);
	return var_find(reg, path, d);
}

static void bad(const char *file, const char *code, long line, long col, const char *words)
{
	char rel[256];
	diag d;
	snprintf(rel, sizeof rel, "tests/data/variants/bad/%s", file);
	assert_null(load(rel, &d));
	if (strcmp(d.code, code) || d.line != line || d.col != col || !strstr(d.msg, words))
		fail_msg("%s: got %s at %ld:%ld: %s", file, d.code, d.line, d.col, d.msg);
	assert_non_null(strstr(d.file, file));
}

static void bad_files(void **st)
{
	(void)st;
	bad("misspelt-key.yaml", "yaml-key", 5, 3, "did you mean 'rules.removal'");
	bad("wrong-type.yaml", "yaml-type", 3, 9, "whole number");
	bad("out-of-range.yaml", "yaml-range", 3, 9, "between 1 and 128");
	bad("bad-enum.yaml", "yaml-value", 4, 12, "loses, passes");
	bad("cycle-a.yaml", "yaml-extends", 0, 0, "cycle-a.yaml -> cycle-b.yaml -> cycle-a.yaml");
	bad("no-parent.yaml", "yaml-extends", 2, 10, "no-such-variant");
	bad("unknown-game.yaml", "yaml-value", 2, 7, "chess");
	bad("no-board.yaml", "yaml-value", 3, 8, "hexagon");
	bad("bad-board.yaml", "board", 6, 16, "z9");
	bad("duplicate.yaml", "yaml-key", 4, 1, "twice");
	bad("syntax.yaml", "yaml", 4, 1, "YAML syntax");
	bad("not-a-map.yaml", "yaml-type", 1, 1, "mapping");
	bad("no-name.yaml", "yaml-key", 1, 1, "no name");
	bad("bad-start-point.yaml", "yaml-key", 5, 19, "'27' is no point");
	bad("home-hit-with-pins.yaml", "yaml-value", 6, 13, "a rule of hits");
}

static long value(const variant *v, const char *path)
{
	int i = var_index(v->game, path);
	assert_true(i >= 0);
	return v->vals[i].i;
}

/* extends: the child overrides what it lists and keeps the rest, each value
 * remembering the file it came from. */
static void inheritance(void **st)
{
	diag d;
	variant *v = var_find(reg, "dooz-twelve", &d);
	int i;
	(void)st;
	assert_non_null(v);
	assert_int_equal(value(v, "pieces"), 12);
	assert_int_equal(value(v, "rules.draw.move_limit.count"), 50);
	assert_int_equal(value(v, "rules.draw.move_limit.unit"), 1); /* turns */
	i = var_index(v->game, "rules.draw.move_limit.count");
	assert_non_null(strstr(v->vals[i].file, "baazitoo-dooz.yaml"));
	i = var_index(v->game, "pieces");
	assert_non_null(strstr(v->vals[i].file, "dooz-twelve.yaml"));
	/* game: comes from the parent too */
	v = load("tests/data/variants/mills-always.yaml", &d);
	assert_non_null(v);
	assert_string_equal(v->game->name, "morris");
	assert_int_equal(value(v, "rules.removal.from_mills"), 1);
}

static void lookups(void **st)
{
	diag d;
	variant *v;
	char text[64];
	(void)st;
	v = var_find(reg, "Dokuz Taş", &d); /* an alias, as a record's tag gives it */
	assert_non_null(v);
	assert_string_equal(v->name, "stockboi-dokuz-tas");
	assert_ptr_equal(var_find(reg, "nine men's morris", &d), var_find(reg, "nine-mens-morris", &d));
	assert_null(var_find(reg, "no-such-thing", &d));
	assert_string_equal(d.code, "unknown-variant");
	v = var_find(reg, "classic", &d);
	var_format(v, var_index(v->game, "rules.flying.enabled"), text, sizeof text);
	assert_string_equal(text, "false");
	var_format(v, var_index(v->game, "board"), text, sizeof text);
	assert_string_equal(text, "nine");
}

/* Every shipped variant loads and names its source. */
static void shipped(variant *v, void *arg)
{
	int *n = arg;
	(*n)++;
	if (!v->source || strlen(v->source) < 10)
		fail_msg("%s has no source:", v->name);
}

static void bad_shipped(const diag *d, void *arg)
{
	(void)arg;
	fail_msg("%s:%ld: %s", d->file, d->line, d->msg);
}

static void all_shipped(void **st)
{
	int n = 0;
	(void)st;
	var_each(reg, shipped, &n, bad_shipped);
	assert_true(n >= 12);
}

static void custom_board(void **st)
{
	diag d;
	variant *v = load("tests/data/variants/custom-board.yaml", &d);
	char text[128];
	(void)st;
	assert_non_null(v);
	var_format(v, var_index(v->game, "board"), text, sizeof text);
	assert_non_null(strstr(text, "custom-board.yaml"));
}


/* The quick YAML reader beside libyaml's parser: the same tree (every
 * node's kind, mark, text and children, in the same order) on every file it
 * takes. */
static int same_doc(const ydoc *a, const ydoc *b)
{
	if (a->nnode != b->nnode)
		return 0;
	for (size_t i = 0; i < a->nnode; i++) {
		const ynode *x = &a->node[i], *y = &b->node[i];
		size_t k;
		if (x->kind != y->kind || x->line != y->line || x->col != y->col || x->n != y->n)
			return 0;
		if (x->kind == VN_SCALAR) {
			if (memcmp(a->text + x->at, b->text + y->at, x->n + 1))
				return 0;
			continue;
		}
		k = x->kind == VN_MAP ? 2 * x->n : x->n;
		if (k && memcmp(a->kid + x->at, b->kid + y->at, k * sizeof *a->kid))
			return 0;
	}
	return 1;
}

typedef struct yaml_counts {
	int files, taken, mutants, mutants_taken, made_taken;
} yaml_counts;

/* text of n bytes both ways: 1 where the quick reader took it. */
static int agree(const char *text, size_t n, const char *what)
{
	ydoc *q = ydoc_quick(text, n), *l;
	diag d;

	if (!q)
		return 0;
	l = ydoc_parse(text, n, what, &d);
	if (!l)
		fail_msg("%s: the quick reader took it, libyaml says %s", what, d.msg);
	if (!same_doc(q, l))
		fail_msg("%s: the quick reader's tree is not libyaml's\n%.*s", what, (int)n, text);
	ydoc_free(q);
	ydoc_free(l);
	return 1;
}

/* Bytes a variant file's mutant gets: its syntax, and what is near it. */
static const char mutant_bytes[] = " \n\n  :#-[]{},'\">|&*!?x0\t\r";

static void yaml_folder(const char *rel, yaml_counts *c, unsigned *seed)
{
	char dir[512], path[1024];
	DIR *dp;
	struct dirent *e;

	unit_path(dir, sizeof dir, rel);
	assert_non_null(dp = opendir(dir));
	while ((e = readdir(dp))) {
		size_t len = strlen(e->d_name), n;
		char *text, *m;
		FILE *f;
		if (len < 6 || strcmp(e->d_name + len - 5, ".yaml"))
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		assert_non_null(f = fopen(path, "rb"));
		assert_non_null(text = malloc(1 << 16));
		n = fread(text, 1, (1 << 16) - 8, f);
		fclose(f);
		c->files++;
		c->taken += agree(text, n, path);
		/* mutants: one to three bytes put in, taken out or changed, or
		 * a line's blanks (its indentation) one more or less */
		assert_non_null(m = malloc(n + 8));
		for (int k = 0; k < 40; k++) {
			size_t mn = n;
			memcpy(m, text, n);
			for (int j = 0, edits = 1 + rand_r(seed) % 3; j < edits && mn; j++) {
				size_t at = (size_t)rand_r(seed) % mn;
				char b = mutant_bytes[rand_r(seed) % (sizeof mutant_bytes - 1)];
				switch (rand_r(seed) % 4) {
				case 0: memmove(m + at + 1, m + at, mn - at); m[at] = b; mn++; break;
				case 1: memmove(m + at, m + at + 1, mn - at - 1); mn--; break;
				case 2: m[at] = b; break;
				default: /* at the next line's start, a blank more or less */
					while (at < mn && m[at] != '\n')
						at++;
					if (++at >= mn)
						break;
					if (m[at] == ' ' && rand_r(seed) % 2)
						memmove(m + at, m + at + 1, mn - at - 1), mn--;
					else
						memmove(m + at + 1, m + at, mn - at), m[at] = ' ', mn++;
				}
			}
			c->mutants++;
			c->mutants_taken += agree(m, mn, path);
		}
		free(m);
		free(text);
	}
	closedir(dp);
}

static void quick_yaml_agrees(void **st)
{
	yaml_counts c = { 0 };
	unsigned seed = 26;
	static const char *const made[] = {
		/* shapes the shipped files have, and their edges */
		"name: a\nsource: >-\n  one  \n  two\nrules:\n  x: 1\n",
		"name: a\nsource: >-\n  one\n\n  two\n",
		"name: a\nsource: >-\n  one\n    two\n",
		"name: a\nsource: >-\n  one\n  # two\n# three\nrules: {a: 1}\n",
		"name: a\nsource: >-\n    one\n  two\n",
		"# c\n\n{24: 2, 13: 5}\n",
		"[a, \"b c\", 'd', -1]\n",
		"name: \"é\"\nlist:\n  - [a1, b1]\n  - x y\n# end\n",
		"name: a\nlist:\n- a\n",
		"name: a\nrules:\n  a: 1\n   b: 2\n",
		"name: a\nrules:\n    a: 1\n  b: 2\n",
		"name: a   \nb: c  d  \n",
		"name: a\n  b\n",
		"name: a\n# c\n  b\n",
		"name: {a: [1]}\n",
		"name: 'it''s'\n",
		"name: a\nname: b\n",
		"a: b\n---\nc: d\n",
		"a: b\n...\n",
		"a: {b: 1, }\n",
		"a: []\nb: {}\n",
		"a: b\n  \nc: d\n",
		"x:\n  y:\n    z:\n      w: 1\n  v: 2\nu: 3",
		"a: \"x\" y\n",
		"a: >-\n  x\nb: >-\n  y",
		/* flow collections over several lines (a board's points) */
		"a: [b,\n  c]\n",
		"a: [b,  \n     c, d,\n   e]\nf: g\n",
		"a: [b,\nc]\n",
		"[a,\n b]\n",
		"a: [b,\n  # c\n  d]\n",
		"a:\n  - [x,\n     y]\n  - [z,\n   w]\n",
		"a:\n  - [x,\n  y]\n",
		"a: {b: 1,\n  c: 2}\n",
		"a: [b,\n  c\n  d]\n",
		"a: [b,\n\n  c]\n",
		"a: [b\n  , c]\n",
		"a: [\n  b]\n",
		"a: [b,\n  ]\n",
		"a: [\"b\",\n  'c']\n",
		/* comments after a value */
		"a: b   # c\nd: e # f: g\n",
		"a: b#c\n",
		"a: [b, c]  # d\n",
		"a: \"b\" # c\n",
		"a: \"b\"# c\n",
		"a:   # c\n  b: d\n",
		"a:\n  - b  # c\n  - [d] #e\n",
		"a: b #\n",
	};
	(void)st;
	yaml_folder("variants/backgammon", &c, &seed);
	yaml_folder("variants/morris", &c, &seed);
	yaml_folder("variants/uttt", &c, &seed);
	yaml_folder("variants/boards", &c, &seed);
	yaml_folder("variants/starts", &c, &seed);
	yaml_folder("tests/data/variants", &c, &seed);
	yaml_folder("tests/data/variants/bad", &c, &seed);
	for (size_t i = 0; i < sizeof made / sizeof *made; i++)
		c.made_taken += agree(made[i], strlen(made[i]), made[i]);
	print_message("quick_yaml_agrees: %d files, %d taken by the quick reader; %d mutants, "
		      "%d taken; %zu written here, %d taken\n", c.files, c.taken, c.mutants,
		      c.mutants_taken, sizeof made / sizeof *made, c.made_taken);
	/* the quick reader serves the shipped files, and mutants of them */
	assert_true(c.files >= 200);
	assert_true(c.taken >= c.files * 8 / 10);
	assert_true(c.made_taken >= 10);
	assert_true(c.mutants_taken >= c.mutants / 5);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(bad_files),
		cmocka_unit_test(inheritance),
		cmocka_unit_test(lookups),
		cmocka_unit_test(all_shipped),
		cmocka_unit_test(custom_board),
		cmocka_unit_test(quick_yaml_agrees),
	};
	return cmocka_run_group_tests_name("variant", tests, setup, teardown);
}
