/* Variant files: every key checked against the schema, with its place. */
#include "unit.h"
#include "registry.h"

#include <string.h>

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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(bad_files),
		cmocka_unit_test(inheritance),
		cmocka_unit_test(lookups),
		cmocka_unit_test(all_shipped),
		cmocka_unit_test(custom_board),
	};
	return cmocka_run_group_tests_name("variant", tests, setup, teardown);
}
