#include "formats/json.h"

#include <errno.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

struct json_reader {
	lines src;
	const char *name;
	long index;
};

json_reader *json_open_lines(lines *src, const char *name)
{
	json_reader *rd = calloc(1, sizeof *rd);

	if (rd) {
		rd->src = *src;
		rd->name = name;
	}
	return rd;
}

json_reader *json_open(FILE *f, const char *name, long first_line)
{
	lines src = { .f = f, .no = first_line - 1 };
	return json_open_lines(&src, name);
}

void json_close(json_reader *rd)
{
	if (rd) {
		lines_free(&rd->src);
		free(rd);
	}
}

/* Appends s to the record's text; *span gets where. With escape, quotes and
 * backslashes get a backslash, as a tag value keeps them. */
static int put(record *rec, const char *s, size_t n, int escape, rec_span *span)
{
	span->off = (uint32_t)rec->text.len;
	for (size_t i = 0; i < n; i++) {
		if (escape && (s[i] == '"' || s[i] == '\\') && buf_add(&rec->text, "\\", 1))
			return -1;
		if (buf_add(&rec->text, s + i, 1))
			return -1;
	}
	span->len = (uint32_t)(rec->text.len - span->off);
	return buf_add(&rec->text, "\n", 1);
}

static int bad(json_reader *rd, diag *d, const char *msg)
{
	diag_at(d, rd->name, rd->src.no, 1);
	diag_set(d, "bad-json", "%s", msg);
	return -1;
}

static const struct {
	const char *name;
	el_kind kind;
} kinds[] = {
	{ "move", EL_MOVE }, { "comment", EL_COMMENT }, { "nag", EL_NAG },
	{ "variation", EL_VARIATION }, { "result", EL_RESULT }, { "number", EL_NUMBER },
};

static int fill(json_reader *rd, json_t *o, record *rec, diag *d)
{
	json_t *tags = json_object_get(o, "tags"), *mt = json_object_get(o, "movetext"), *it;
	const char *hint;
	rec_span span;
	size_t i;

	if (!json_is_object(o))
		return bad(rd, d, "a record must be a JSON object");
	if ((tags && !json_is_array(tags)) || !json_is_array(mt))
		return bad(rd, d, "a record needs \"movetext\": a list, and \"tags\": a list of pairs");
	if ((hint = json_string_value(json_object_get(o, "variant"))) &&
	    put(rec, hint, strlen(hint), 0, &rec->variant_hint))
		return bad(rd, d, "out of memory");
	if ((hint = json_string_value(json_object_get(o, "notation"))) &&
	    put(rec, hint, strlen(hint), 0, &rec->notation_hint))
		return bad(rd, d, "out of memory");
	json_array_foreach(tags, i, it) {
		json_t *n = json_array_get(it, 0), *v = json_array_get(it, 1);
		rec_span ns, vs;
		if (!json_is_array(it) || json_array_size(it) != 2 || !json_is_string(n) ||
		    !json_is_string(v))
			return bad(rd, d, "each tag must be a pair of strings [\"Name\", \"value\"]");
		if (put(rec, json_string_value(n), json_string_length(n), 0, &ns) ||
		    put(rec, json_string_value(v), json_string_length(v), 1, &vs) ||
		    rec_add_tag(rec, ns, vs))
			return bad(rd, d, "out of memory");
	}
	json_array_foreach(mt, i, it) {
		json_t *k = json_array_get(it, 0), *v = json_array_get(it, 1);
		const char *text;
		size_t j, n;
		json_t *who = json_array_get(it, 2);
		if (!json_is_array(it) || json_array_size(it) < 2 || json_array_size(it) > 3 ||
		    !json_is_string(k) || !json_is_string(v) ||
		    (who && (!json_is_integer(who) || json_integer_value(who) < 0 ||
			     json_integer_value(who) > 1)))
			return bad(rd, d, "each movetext item must be a pair [\"move\", \"d6\"], or "
				   "[\"move\", \"52: 13/8 24/22\", 0] with the player");
		for (j = 0; j < sizeof kinds / sizeof kinds[0]; j++)
			if (strcmp(kinds[j].name, json_string_value(k)) == 0)
				break;
		if (j == sizeof kinds / sizeof kinds[0])
			return bad(rd, d, "a movetext item is move, comment, nag, variation, result "
					  "or number");
		text = json_string_value(v);
		n = json_string_length(v);
		if (kinds[j].kind == EL_COMMENT) {
			/* the braces come back; a brace inside cannot */
			if (memchr(text, '}', n))
				return bad(rd, d, "a comment cannot hold '}'");
			span.off = (uint32_t)rec->text.len;
			if (buf_add(&rec->text, "{", 1) || buf_add(&rec->text, text, n) ||
			    buf_add(&rec->text, "}\n", 2))
				return bad(rd, d, "out of memory");
			span.len = (uint32_t)n + 2;
		} else if (!n || put(rec, text, n, 0, &span)) {
			return bad(rd, d, n ? "out of memory" : "an empty movetext item");
		}
		if (rec_add_el(rec, kinds[j].kind, span, (uint32_t)rd->src.no, 1))
			return bad(rd, d, "out of memory");
		if (who)
			rec->els[rec->nels - 1].who = (int8_t)json_integer_value(who);
	}
	return 0;
}

int json_read(json_reader *rd, record *rec, diag *d)
{
	ssize_t n;
	size_t lead;

	rec_clear(rec);
	rec->file = rd->name;
	diag_clear(d);
	do {
		int r = lines_next(&rd->src);
		if (r == -3) { /* a line too long to hold is one unreadable record */
			rec->index = ++rd->index;
			rec->line = rd->src.no;
			diag_at(d, rd->name, rd->src.no, 1);
			return diag_set(d, "too-long", "the line is longer than %d MiB", LINES_MAX >> 20), -1;
		}
		if (r != 1)
			return r ? (diag_set(d, "io", "read error: %s", strerror(errno)), -2) : 0;
		n = rd->src.len;
		for (lead = 0; lead < (size_t)n; lead++)
			if (rd->src.p[lead] != ' ' && rd->src.p[lead] != '\t' &&
			    rd->src.p[lead] != '\r' && rd->src.p[lead] != '\n')
				break;
	} while (lead == (size_t)n);
	rec->index = ++rd->index;
	rec->line = rd->src.no;
	{
		json_error_t err;
		json_t *o = json_loadb(rd->src.p, (size_t)n, 0, &err);
		int r;
		if (!o) {
			diag_at(d, rd->name, rd->src.no, err.column > 0 ? err.column : 1);
			diag_set(d, "bad-json", "not a JSON record: %s", err.text);
			return -1;
		}
		r = fill(rd, o, rec, d);
		json_decref(o);
		return r < 0 ? -1 : 1;
	}
}

/* Appends [kind, text]; fails when text is not UTF-8, which JSON cannot hold. */
static int pair(json_t *arr, const char *kind, const char *text, size_t n)
{
	json_t *v = json_stringn(text, n);

	if (!v)
		return -1;
	return json_array_append_new(arr, json_pack("[so]", kind, v));
}

int json_write(const record *rec, const char *const *moves, size_t upto, const char *game,
	       const char *variant, const char *notation, const char *stop, const char *result,
	       buf *out, diag *d)
{
	json_t *o = json_object(), *tags = json_array(), *mt = json_array();
	char *text = NULL;
	int bad = 0;

	json_object_set_new(o, "game", json_string(game));
	json_object_set_new(o, "variant", json_string(variant));
	json_object_set_new(o, "notation", json_string(notation));
	json_object_set_new(o, "tags", tags);
	json_object_set_new(o, "movetext", mt);
	for (size_t i = 0; i < rec->ntags && !bad; i++) {
		const rec_tag *t = &rec->tags[i];
		const char *s = rec_at(rec, t->value);
		json_t *name, *value;
		buf v = { 0 };
		for (size_t j = 0; j < t->value.len; j++) { /* unescape */
			if (s[j] == '\\' && j + 1 < t->value.len)
				j++;
			buf_add(&v, s + j, 1);
		}
		name = json_stringn(rec_at(rec, t->name), t->name.len);
		value = json_stringn(v.p ? v.p : "", v.len);
		buf_free(&v);
		if (!name || !value) {
			json_decref(name);
			json_decref(value);
			bad = 1;
			break;
		}
		json_array_append_new(tags, json_pack("[oo]", name, value));
	}
	for (size_t i = 0; i < rec->nels && i < upto && !bad; i++) {
		const rec_el *e = &rec->els[i];
		const char *s = rec_at(rec, e->text);
		size_t n = e->text.len;
		switch (e->kind) {
		case EL_MOVE:
			if (moves[i]) {
				bad = pair(mt, "move", moves[i], strlen(moves[i]));
				if (!bad && e->who >= 0) /* the player, where the record says */
					json_array_append_new(json_array_get(mt, json_array_size(mt) - 1),
							      json_integer(e->who));
			}
			break;
		case EL_COMMENT: /* {text} or ;text: the text alone */
			bad = pair(mt, "comment", s + 1, n - 1 - (s[0] == '{'));
			break;
		case EL_NAG:
			bad = pair(mt, "nag", s, n);
			break;
		case EL_VARIATION:
			bad = pair(mt, "variation", s, n);
			break;
		case EL_RESULT:
			if (!result)
				bad = pair(mt, "result", s, n);
			break;
		case EL_NUMBER:
			break; /* numbering is the writer's, not the record's */
		}
	}
	if (!bad && stop)
		bad = pair(mt, "comment", stop, strlen(stop));
	if (!bad && result)
		bad = pair(mt, "result", result, strlen(result));
	if (bad) {
		json_decref(o);
		return diag_set(d, "not-utf8", "the record holds text that is not UTF-8, which JSON "
				"cannot carry");
	}
	if (!(text = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER)) || buf_puts(out, text) ||
	    buf_puts(out, "\n")) {
		free(text);
		json_decref(o);
		return diag_set(d, "nomem", "out of memory");
	}
	free(text);
	json_decref(o);
	return 0;
}
