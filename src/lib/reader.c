/* The records of a file, each refereed as `arbiter validate` referees it
 * (the format found from the content, the match a record is in, the rule
 * set it names or the one given), and what the referee found. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/record.h"
#include "core/referee.h"
#include "formats/reader.h"
#include "lib/lib.h"

struct arb_reader {
	var_registry *reg;  /* its own, for the rule sets records name */
	referee *ref;
	FILE *f;
	rec_reader *rd;
	char *name;         /* the file's, as records and messages name it */
	record rec;
	verdict v;
	game_match start;   /* the record's game in its match, as the referee started it */
	int fixed;          /* the rule set was given */
	int have;           /* a record was read: the accessors speak of it */
	size_t *el, capel;  /* the element of each move */
	size_t nmoves;
	/* the tags and moves of this record given out, each whole and its own,
	 * until the next record is read */
	char **given;
	size_t ngiven, capgiven;
};

/* The strings given out of the record read before. */
static void forget_given(arb_reader *r)
{
	for (size_t i = 0; i < r->ngiven; i++)
		free(r->given[i]);
	r->ngiven = 0;
}

/* s[0, n) as a string of its own that lasts as the record does; NULL out
 * of memory. */
static const char *give(arb_reader *r, const char *s, size_t n)
{
	char *c;

	if (r->ngiven == r->capgiven) {
		size_t cap = r->capgiven ? 2 * r->capgiven : 16;
		char **g = realloc(r->given, cap * sizeof *g);
		if (!g)
			return NULL;
		r->given = g;
		r->capgiven = cap;
	}
	if (!(c = malloc(n + 1)))
		return NULL;
	memcpy(c, s, n);
	c[n] = '\0';
	return r->given[r->ngiven++] = c;
}

int arb_reader_open(const char *path, const arb_rules *rules, arb_reader **out, arb_error *err)
{
	arb_reader *r;
	variant *fixed = NULL;
	struct stat st;
	diag d;

	if (!path || !out)
		return lib_fail(err, ARB_EUSAGE, "usage", "arb_reader_open: no path, or nowhere to put it");
	*out = NULL;
	if (!(r = calloc(1, sizeof *r)) || !(r->reg = var_registry_new()) ||
	    !(r->name = strdup(strcmp(path, "-") ? path : "<stdin>"))) {
		arb_reader_close(r);
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	/* the rule set again, in the reader's own registry: the referee of a
	 * rotation loads rule sets as it meets them, and the caller's is shared */
	if (rules && !(fixed = var_find(r->reg, rules->v->file, &d))) {
		arb_reader_close(r);
		return lib_diag(err, ARB_ERULES, &d);
	}
	r->fixed = fixed != NULL;
	if (!strcmp(path, "-"))
		r->f = stdin;
	else if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		errno = EISDIR;
	else
		r->f = fopen(path, "rb");
	if (!r->f) {
		int e = errno;
		arb_reader_close(r);
		return lib_fail(err, ARB_EIO, "io", "%s: cannot open: %s", path, strerror(e));
	}
	if (!(r->ref = ref_new(r->reg, fixed, fixed ? NULL : "nine-mens-morris", NULL)) ||
	    !(r->rd = reader_open(r->f, r->name, FMT_AUTO, 0))) {
		arb_reader_close(r);
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	*out = r;
	return ARB_OK;
}

void arb_reader_close(arb_reader *r)
{
	if (!r)
		return;
	if (r->rd)
		reader_close(r->rd);
	if (r->f && r->f != stdin)
		fclose(r->f);
	ref_free(r->ref);
	var_registry_free(r->reg);
	rec_free(&r->rec);
	free(r->el);
	free(r->name);
	forget_given(r);
	free(r->given);
	free(r);
}

/* Where each move of the record is among its elements. */
static int index_moves(arb_reader *r)
{
	r->nmoves = 0;
	if (r->rec.nmoves > r->capel) {
		size_t *el = realloc(r->el, r->rec.nmoves * sizeof *el);
		if (!el)
			return -1;
		r->el = el;
		r->capel = r->rec.nmoves;
	}
	for (size_t i = 0; i < r->rec.nels && r->nmoves < r->capel; i++)
		if (r->rec.els[i].kind == EL_MOVE)
			r->el[r->nmoves++] = i;
	return 0;
}

int arb_reader_next(arb_reader *r, arb_error *err)
{
	diag d;
	int rc;

	if (!r)
		return lib_fail(err, ARB_EUSAGE, "usage", "no reader");
	r->have = 0;
	forget_given(r);
	diag_clear(&d);
	rc = reader_next(r->rd, &r->rec, &d);
	if (rc == 0) {
		ref_finish(r->ref);
		return ARB_END;
	}
	if (rc == -2)
		return lib_diag(err, ARB_EIO, &d);
	if (index_moves(r))
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	r->have = 1;
	if (rc < 0) {
		ref_unread(r->ref, &r->rec, &r->v, &d);
		return lib_diag(err, ARB_ERECORD, &r->v.err);
	}
	ref_judge(r->ref, &r->rec, &(ref_opts){ .start = &r->start }, &r->v);
	return ARB_OK;
}

long arb_reader_index(const arb_reader *r)
{
	return r && r->have ? r->rec.index : 0;
}

const char *arb_reader_tag(arb_reader *r, const char *name)
{
	const rec_tag *t = r && r->have && name ? rec_tag_find(&r->rec, name) : NULL;
	buf value = { 0 };
	const char *s;

	if (!t || rec_tag_text(&r->rec, t, &value))
		return NULL;
	s = give(r, value.p ? value.p : "", value.p ? strlen(value.p) : 0);
	buf_free(&value);
	return s;
}

size_t arb_reader_moves(const arb_reader *r)
{
	return r && r->have ? r->nmoves : 0;
}

const char *arb_reader_move(arb_reader *r, size_t i)
{
	const rec_el *e;

	if (!r || !r->have || i >= r->nmoves)
		return NULL;
	e = &r->rec.els[r->el[i]];
	return give(r, rec_at(&r->rec, e->text), e->text.len);
}

int arb_reader_mover(const arb_reader *r, size_t i)
{
	return r && r->have && i < r->nmoves ? r->rec.els[r->el[i]].who : -1;
}

const char *arb_reader_status(const arb_reader *r)
{
	return r && r->have ? ref_status_text(r->v.status) : NULL;
}

const char *arb_reader_rules(const arb_reader *r)
{
	return r && r->have && r->v.v ? r->v.v->name : NULL;
}

const char *arb_reader_notation(const arb_reader *r)
{
	return r && r->have && r->v.v ? r->v.v->game->notations[r->v.notation].name : NULL;
}

const char *arb_reader_result(const arb_reader *r)
{
	return r && r->have ? lib_result(r->v.result) : NULL;
}

const char *arb_reader_termination(const arb_reader *r)
{
	return r && r->have ? r->v.termination : NULL;
}

const char *arb_reader_reason(const arb_reader *r)
{
	return r && r->have ? r->v.why : NULL;
}

int arb_reader_points(const arb_reader *r)
{
	return r && r->have ? r->v.points : 0;
}

int arb_reader_fault(const arb_reader *r, int *ply, long *line, long *col, arb_error *err)
{
	static const int status[] = { [ST_VALID] = ARB_OK, [ST_ILLEGAL] = ARB_EILLEGAL,
				      [ST_MISMATCH] = ARB_EILLEGAL, [ST_UNREADABLE] = ARB_ERECORD };

	if (!r || !r->have)
		return lib_fail(err, ARB_EUSAGE, "usage", "no record read");
	if (ply)
		*ply = r->v.status == ST_ILLEGAL ? r->v.error_ply : 0;
	if (line)
		*line = r->v.has_error ? r->v.err.line : 0;
	if (col)
		*col = r->v.has_error ? r->v.err.col : 0;
	if (!r->v.has_error)
		return ARB_OK;
	return lib_fail(err, status[r->v.status], r->v.err.code[0] ? r->v.err.code : "error", "%s",
			r->v.err.msg);
}

int arb_game_start_record(arb_game *a, arb_reader *r, arb_error *err)
{
	if (!a || !r || !r->have || !r->v.v)
		return lib_fail(err, ARB_EUSAGE, "usage", "no record was read and refereed");
	if (strcmp(a->v->name, r->v.v->name))
		return lib_fail(err, ARB_EUSAGE, "other-rules", "the record was refereed under %s, "
				"and the game is played under %s", r->v.v->name, a->v->name);
	list_clear(&a->head);
	for (size_t i = 0; i < r->rec.ntags; i++) {
		const rec_tag *t = &r->rec.tags[i];
		size_t from = a->head.text.len;
		buf value = { 0 };
		int bad = buf_add(&a->head.text, rec_at(&r->rec, t->name), t->name.len) ||
			  list_end(&a->head, from);
		from = a->head.text.len;
		bad = bad || rec_tag_text(&r->rec, t, &value) ||
		      buf_puts(&a->head.text, value.p ? value.p : "") || list_end(&a->head, from);
		buf_free(&value);
		if (bad)
			return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	a->notation = r->v.notation;
	a->match = r->start;
	a->rules_named = r->fixed;
	a->from_record = 1;
	return play_restart(a, err);
}
