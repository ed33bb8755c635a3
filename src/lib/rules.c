/* Rule sets as handles, and what every part of the library shares: the
 * version, the errors, the notations, and the lists it gives out. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "config.h"
#include "lib/lib.h"

const char *arb_version(void)
{
	return PACKAGE_VERSION;
}

const char *arb_status_text(int status)
{
	static const char *const text[] = {
		[ARB_OK] = "no error", [ARB_END] = "no record left", [ARB_EUSAGE] = "bad argument",
		[ARB_ENOMEM] = "out of memory", [ARB_ERULES] = "bad rule set",
		[ARB_EMOVE] = "not a move", [ARB_EILLEGAL] = "illegal move", [ARB_EDICE] = "bad roll",
		[ARB_EIO] = "input or output error", [ARB_ERECORD] = "unreadable record",
	};
	return status >= 0 && status <= ARB_ERECORD ? text[status] : "unknown status";
}

int lib_fail(arb_error *err, int status, const char *code, const char *fmt, ...)
{
	va_list ap;

	if (!err)
		return status;
	err->status = status;
	snprintf(err->code, sizeof err->code, "%s", code);
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof err->message, fmt, ap);
	va_end(ap);
	return status;
}

int lib_diag(arb_error *err, int status, const diag *d)
{
	const char *code = d->code[0] ? d->code : "error";

	if (d->file[0] && d->line)
		return lib_fail(err, status, code, "%s:%ld:%ld: %s", d->file, d->line, d->col, d->msg);
	if (d->file[0])
		return lib_fail(err, status, code, "%s: %s", d->file, d->msg);
	return lib_fail(err, status, code, "%s", d->msg);
}

int lib_notation(const game *g, const char *notation, int dflt, arb_error *err)
{
	if (!notation)
		return dflt;
	for (int i = 0; g->notations[i].name; i++)
		if (!strcasecmp(g->notations[i].name, notation))
			return i;
	lib_fail(err, ARB_EUSAGE, "unknown-notation", "%s has no notation '%s'", g->name, notation);
	return -1;
}

const char *lib_result(int result)
{
	static const char *const text[] = { [RES_NONE] = "*", [RES_WHITE] = "1-0",
					    [RES_BLACK] = "0-1", [RES_DRAW] = "1/2-1/2" };
	return result >= RES_NONE && result <= RES_DRAW ? text[result] : "*";
}

/* arb_rules_open, and with `named` arb_rules_open_named: a name alone,
 * as a record's [Variant] is taken (var_find_name). */
static int open_rules(const char *name, int named, arb_rules **out, arb_error *err)
{
	arb_rules *r;
	diag d;

	if (!out || !name)
		return lib_fail(err, ARB_EUSAGE, "usage", named ?
				"arb_rules_open_named: no name, or nowhere to put it" :
				"arb_rules_open: no name, or nowhere to put it");
	*out = NULL;
	if (!(r = calloc(1, sizeof *r)) || !(r->reg = var_registry_new())) {
		free(r);
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	if (!(r->v = named ? var_find_name(r->reg, name, &d) : var_find(r->reg, name, &d))) {
		arb_rules_close(r);
		return lib_diag(err, ARB_ERULES, &d);
	}
	r->play = r->v;
	/* a match that rotates rule sets (Tavli): each is loaded now, so that
	 * nothing loads once games share the handle; a game alone plays the
	 * first, as the referee of records has it */
	for (size_t i = r->v->nrotation; i-- > 0;) {
		const variant *v = var_find(r->reg, r->v->rotation[i], &d);
		if (!v) {
			arb_rules_close(r);
			return lib_diag(err, ARB_ERULES, &d);
		}
		r->play = v;
	}
	*out = r;
	return ARB_OK;
}

int arb_rules_open(const char *name, arb_rules **out, arb_error *err)
{
	return open_rules(name, 0, out, err);
}

int arb_rules_open_named(const char *name, arb_rules **out, arb_error *err)
{
	return open_rules(name, 1, out, err);
}

void arb_rules_close(arb_rules *r)
{
	if (r) {
		var_registry_free(r->reg);
		free(r);
	}
}

const char *arb_rules_name(const arb_rules *r)
{
	return r ? r->v->name : NULL;
}

const char *arb_rules_file(const arb_rules *r)
{
	return r ? r->v->file : NULL;
}

const char *arb_rules_file_at(const arb_rules *r, int i)
{
	return r ? var_file_of(r->reg, r->v, i) : NULL;
}

const char *arb_rules_game(const arb_rules *r)
{
	return r ? r->v->game->name : NULL;
}

const char *arb_rules_notation(const arb_rules *r, int i)
{
	const game *g = r ? r->v->game : NULL;

	for (int k = 0; g && k <= i; k++)
		if (!g->notations[k].name)
			return NULL;
	return g && i >= 0 ? g->notations[i].name : NULL;
}

const char *arb_rules_side(const arb_rules *r, int side)
{
	return r && (side == 0 || side == 1) ? r->v->game->side[side] : NULL;
}

int arb_rules_dice(const arb_rules *r)
{
	return r && r->v->game->roll != NULL;
}

/* ---- lists ---------------------------------------------------------------- */

void list_clear(lib_list *l)
{
	buf_clear(&l->text);
	l->n = 0;
}

int list_end(lib_list *l, size_t from)
{
	if (l->n == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 64;
		size_t *off = realloc(l->off, cap * sizeof *off);
		const char **at = off ? realloc(l->at, cap * sizeof *at) : NULL;
		if (off)
			l->off = off;
		if (!at)
			return -1;
		l->at = at;
		l->cap = cap;
	}
	buf_add(&l->text, "", 1);
	l->off[l->n++] = from;
	return l->text.failed ? -1 : 0;
}

const char *const *list_done(lib_list *l)
{
	static const char *const none[1] = { NULL }; /* an empty list is a list */

	if (l->text.failed)
		return NULL;
	for (size_t i = 0; i < l->n; i++)
		l->at[i] = l->text.p + l->off[i];
	return l->n ? l->at : none;
}

void list_free(lib_list *l)
{
	buf_free(&l->text);
	free(l->off);
	free(l->at);
	memset(l, 0, sizeof *l);
}
