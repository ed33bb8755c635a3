#include "core/report.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "games/game.h"

void rep_diag(FILE *f, const diag *d, const char *text, size_t len, long first_line)
{
	const char *p, *end;

	if (d->file[0] && d->line > 0 && d->col > 0)
		fprintf(f, "arbiter: %s:%ld:%ld: %s\n", d->file, d->line, d->col, d->msg);
	else if (d->file[0] && d->line > 0)
		fprintf(f, "arbiter: %s:%ld: %s\n", d->file, d->line, d->msg);
	else if (d->file[0])
		fprintf(f, "arbiter: %s: %s\n", d->file, d->msg);
	else
		fprintf(f, "arbiter: %s\n", d->msg);
	if (!text || d->line < first_line || d->col < 1)
		return;
	p = text;
	end = text + len;
	for (long l = first_line; l < d->line && p < end; l++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		p = nl ? nl + 1 : end;
	}
	if (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = (size_t)((nl ? nl : end) - p);
		if (n && p[n - 1] == '\r')
			n--;
		if (n > 200 || (size_t)d->col > n + 1)
			return; /* a huge or unrelated line helps nobody */
		for (size_t i = 0; i < n; i++)
			if ((unsigned char)p[i] < 0x20 && p[i] != '\t')
				return; /* nor does binary */
		fprintf(f, "  %.*s\n  %*s^\n", (int)n, p, (int)d->col - 1, "");
	}
}

/* A JSON string from bytes that may not be UTF-8: bad bytes become '?'. */
static json_t *jstr(const char *s, size_t n)
{
	json_t *j = json_stringn(s, n);
	char tmp[1024];

	if (j)
		return j;
	if (n > sizeof tmp)
		n = sizeof tmp;
	for (size_t i = 0; i < n; i++)
		tmp[i] = (unsigned char)s[i] < 0x80 ? s[i] : '?';
	return json_stringn(tmp, n);
}

static json_t *jz(const char *s)
{
	return s ? jstr(s, strlen(s)) : json_null();
}

static void names(FILE *f, const record *rec)
{
	char w[128], b[128];
	const char *wn = rec_tag_value(rec, "White", w, sizeof w),
		   *bn = rec_tag_value(rec, "Black", b, sizeof b);

	if (wn || bn)
		fprintf(f, " (%s - %s)", wn ? wn : "?", bn ? bn : "?");
}

void rep_name(FILE *f, const record *rec)
{
	fprintf(f, "%s #%ld", rec->file, rec->index);
	names(f, rec);
}

static void text_line(report *p, const record *rec, const verdict *v)
{
	FILE *f = p->out;

	rep_name(f, rec);
	switch (v->status) {
	case ST_VALID:
		fprintf(f, ": valid, %s (%s", rec_result_text(v->result), v->termination);
		if (v->why[0])
			fprintf(f, ": %s", v->why);
		else if (!v->verified && v->result != RES_NONE)
			fprintf(f, ", as the record says");
		fprintf(f, "), %d %s", v->plies, v->plies == 1 ? "ply" : "plies");
		if (v->in_match)
			fprintf(f, ", game %d, score before %d-%d", v->number, v->score_before[0],
				v->score_before[1]);
		break;
	case ST_ILLEGAL:
		fprintf(f, ": illegal at ply %d, %s: %s", v->error_ply, v->err.token, v->err.msg);
		break;
	case ST_MISMATCH:
		fprintf(f, ": mismatch: %s", v->err.msg);
		break;
	case ST_UNREADABLE:
		fprintf(f, ": unreadable: %s", v->err.msg);
		break;
	}
	if (v->v)
		fprintf(f, " [%s]", v->v->name);
	fputc('\n', f);
}

json_t *rep_verdict_json(const record *rec, const verdict *v)
{
	json_t *o = json_object(), *e = json_null();

	json_object_set_new(o, "file", jz(rec->file));
	json_object_set_new(o, "record", json_integer(rec->index));
	json_object_set_new(o, "game", v->v ? json_string(v->v->game->name) : json_null());
	json_object_set_new(o, "variant", v->v ? json_string(v->v->name) : json_null());
	json_object_set_new(o, "status", json_string(ref_status_text(v->status)));
	json_object_set_new(o, "plies", json_integer(v->plies));
	json_object_set_new(o, "result", json_string(rec_result_text(v->result)));
	json_object_set_new(o, "termination", json_string(v->termination));
	json_object_set_new(o, "verified", json_boolean(v->verified));
	json_object_set_new(o, "reason", v->why[0] ? jz(v->why) : json_null());
	json_object_set_new(o, "claimed",
			    v->claimed >= 0 ? json_string(rec_result_text(v->claimed)) : json_null());
	if (v->has_error) {
		e = json_object();
		json_object_set_new(e, "ply", v->status == ST_ILLEGAL ? json_integer(v->error_ply)
								       : json_null());
		json_object_set_new(e, "line", json_integer(v->err.line));
		json_object_set_new(e, "column", json_integer(v->err.col));
		json_object_set_new(e, "token", v->err.token[0] ? jz(v->err.token) : json_null());
		json_object_set_new(e, "code", json_string(v->err.code));
		json_object_set_new(e, "message", jz(v->err.msg));
	}
	json_object_set_new(o, "error", e);
	if (v->warnings) {
		json_object_set_new(o, "warnings", json_integer(v->warnings));
		json_object_set_new(o, "warning", json_pack("{s:i,s:i,s:o,s:s,s:o}", "line", (int)v->warn.line,
							    "column", (int)v->warn.col, "token",
							    jz(v->warn.token), "code", v->warn.code,
							    "message", jz(v->warn.msg)));
	}
	if (v->in_match || v->points) {
		char a[128], b[128];
		const char *first = rec_tag_value(rec, "White", a, sizeof a),
			   *second = rec_tag_value(rec, "Black", b, sizeof b);
		const char *winner = v->result == RES_WHITE ? first : v->result == RES_BLACK ? second
											: NULL;
		char m[32];
		json_object_set_new(o, "match", v->in_match ? json_integer(atol(
			rec_tag_value(rec, "Match", m, sizeof m) ? m : "0")) : json_null());
		json_object_set_new(o, "number", v->in_match ? json_integer(v->number) : json_null());
		json_object_set_new(o, "players", json_pack("[oo]", jz(first), jz(second)));
		json_object_set_new(o, "winner", jz(winner));
		json_object_set_new(o, "points", json_integer(v->points));
		json_object_set_new(o, "kind", jz(v->kind));
		json_object_set_new(o, "cube", json_integer(v->cube ? v->cube : 1));
		json_object_set_new(o, "ending", json_string(v->termination));
		json_object_set_new(o, "score_before", v->in_match ? json_pack("[ii]", v->score_before[0],
									       v->score_before[1])
							      : json_null());
	}
	return o;
}

void rep_json(FILE *f, json_t *o)
{
	json_dumpf(o, f, JSON_COMPACT | JSON_PRESERVE_ORDER);
	fputc('\n', f);
	json_decref(o);
}

static void json_line(report *p, const record *rec, const verdict *v)
{
	rep_json(p->out, rep_verdict_json(rec, v));
}

void rep_record(report *p, const record *rec, const verdict *v)
{
	p->count[v->status]++;
	p->fcount[v->status]++;
	if (p->json)
		json_line(p, rec, v);
	else if (!p->quiet || v->status != ST_VALID)
		text_line(p, rec, v);
	if (v->has_error && !p->json)
		rep_diag(p->err, &v->err, rec->text_is_source ? rec->text.p : NULL, rec->text.len,
			 rec->line);
	if (v->warnings && !p->json && !p->quiet) {
		diag w = v->warn;
		snprintf(w.msg, sizeof w.msg, "warning: %.200s%s", v->warn.msg,
			 v->warnings > 1 ? " (and more in this record)" : "");
		rep_diag(p->err, &w, rec->text_is_source ? rec->text.p : NULL, rec->text.len,
			 rec->line);
	}
}

void rep_match(report *p, const ref_match *m)
{
	int w = ref_match_winner(m);

	if (p->json) {
		json_t *o = json_object();
		json_object_set_new(o, "type", json_string("match"));
		json_object_set_new(o, "file", jz(m->file));
		json_object_set_new(o, "match", json_integer(atol(m->id)));
		json_object_set_new(o, "length", json_integer(m->length));
		json_object_set_new(o, "players", json_pack("[oo]", jz(m->players[0]),
							    jz(m->players[1])));
		json_object_set_new(o, "games", json_integer(m->games));
		json_object_set_new(o, "final_score", json_pack("[ii]", m->score[0], m->score[1]));
		json_object_set_new(o, "winner", w >= 0 ? jz(m->players[w]) : json_null());
		rep_json(p->out, o);
		return;
	}
	if (p->quiet)
		return;
	fprintf(p->out, "%s match %s (%s - %s, ", m->file, m->id, m->players[0], m->players[1]);
	if (m->length > 0)
		fprintf(p->out, "%d point%s", m->length, m->length == 1 ? "" : "s");
	else
		fprintf(p->out, "money play");
	fprintf(p->out, "): %d game%s, final score %d-%d", m->games, m->games == 1 ? "" : "s",
		m->score[0], m->score[1]);
	if (w >= 0)
		fprintf(p->out, ", %s wins the match", m->players[w]);
	else if (m->length > 0)
		fprintf(p->out, ", unfinished");
	fputc('\n', p->out);
}

static void counts(FILE *f, const long c[4])
{
	long n = c[0] + c[1] + c[2] + c[3];

	fprintf(f, "%ld record%s: %ld valid, %ld illegal, %ld mismatched, %ld unreadable\n", n,
		n == 1 ? "" : "s", c[ST_VALID], c[ST_ILLEGAL], c[ST_MISMATCH], c[ST_UNREADABLE]);
}

void rep_summary(report *p)
{
	if (p->json && p->quiet)
		return;
	if (p->per_file)
		fputs("total: ", p->json ? p->err : p->out);
	counts(p->json ? p->err : p->out, p->count);
}

void rep_file_summary(report *p, const char *file)
{
	if (p->per_file && !(p->json && p->quiet)) {
		fprintf(p->json ? p->err : p->out, "%s: ", file);
		counts(p->json ? p->err : p->out, p->fcount);
	}
	memset(p->fcount, 0, sizeof p->fcount);
}

int rep_status(const report *p)
{
	if (p->count[ST_UNREADABLE])
		return 2;
	return p->count[ST_ILLEGAL] || p->count[ST_MISMATCH] ? 1 : 0;
}
