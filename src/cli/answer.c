/* The answer objects of the referee's conversation, from the library's
 * accessors; jansson keeps their keys in the order they are set. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/answer.h"

/* Text as a JSON string: a byte that is no part of UTF-8 (a message cut
 * in a character, a record's own bytes) becomes '?'. */
static json_t *text(const char *s)
{
	json_t *j = json_string(s);
	char *copy;

	if (j || !(copy = strdup(s)))
		return j;
	for (unsigned char *p = (unsigned char *)copy; *p;) {
		int n = *p < 0x80 ? 1 : (*p & 0xE0) == 0xC0 ? 2 : (*p & 0xF0) == 0xE0 ? 3 :
			(*p & 0xF8) == 0xF0 ? 4 : 0, k = 1;
		while (n && k < n && (p[k] & 0xC0) == 0x80)
			k++;
		if (!n || k < n || (n == 2 && *p < 0xC2)) {
			*p++ = '?';
			continue;
		}
		p += n;
	}
	j = json_string(copy); /* an overlong or surrogate form left: said as it is not */
	free(copy);
	return j ? j : json_string("(text that is not UTF-8)");
}

/* A string, or null for NULL. */
static json_t *str(const char *s)
{
	return s ? text(s) : json_null();
}

/* The end of the game: its result and why. */
static void end(json_t *obj, const arb_game *g, const arb_rules *r)
{
	json_object_set_new(obj, "result", str(arb_game_result(g)));
	json_object_set_new(obj, "termination", str(arb_game_termination(g)));
	json_object_set_new(obj, "reason", str(arb_game_reason(g)));
	if (arb_rules_dice(r)) /* games of dice score points */
		json_object_set_new(obj, "points", json_integer(arb_game_points(g)));
}

int answer_state(json_t *obj, arb_game *g, const arb_rules *r, const char *notation,
		 arb_error *err)
{
	const char *const *moves;
	size_t n;
	int rc, over = arb_game_over(g);
	json_t *legal;

	if ((rc = arb_game_legal(g, notation, &moves, &n, err)))
		return rc;
	json_object_set_new(obj, "ply", json_integer(arb_game_ply(g)));
	json_object_set_new(obj, "status", json_string(over ? "over" : "playing"));
	if (over) {
		end(obj, g, r);
	} else {
		json_object_set_new(obj, "to_move", str(arb_rules_side(r, arb_game_to_move(g))));
		if (arb_rules_dice(r))
			json_object_set_new(obj, "dice", str(arb_game_dice(g)));
	}
	if (arb_game_warning(g))
		json_object_set_new(obj, "warning", str(arb_game_warning(g)));
	legal = json_array();
	for (size_t i = 0; i < n; i++)
		json_array_append_new(legal, str(moves[i]));
	json_object_set_new(obj, "legal", legal);
	return ARB_OK;
}

json_t *answer_error(const char *code, const char *message)
{
	return json_pack("{s:b, s:{s:o, s:o}}", "ok", 0, "error", "code", str(code), "message",
			 str(message));
}

int answer_put(FILE *out, json_t *obj)
{
	char *line = obj ? json_dumps(obj, JSON_COMPACT) : NULL;
	int bad = fputs(line ? line : "{\"ok\":false,\"error\":{\"code\":\"nomem\",\"message\":"
			"\"out of memory\"}}", out) == EOF || putc('\n', out) == EOF || fflush(out) != 0;

	free(line);
	json_decref(obj);
	return bad ? -1 : 0;
}
