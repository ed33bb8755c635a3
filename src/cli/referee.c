/* arbiter referee: a live game as a JSON Lines conversation on standard
 * input and output, one answer line for each request line, for game
 * servers and bot arenas. Built on the library's face (lib/arbiter.h). */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/answer.h"
#include "cli/cli.h"

static const char usage[] =
	"Usage: arbiter referee [OPTION]...\n"
	"Referee a game as it is played: one JSON request a line on standard input,\n"
	"one JSON answer a line on standard output.\n"
	"\n"
	"  -V, --variant=NAME    the rule set (default nine-mens-morris)\n"
	"  -n, --notation=NAME   the notation of moves, by default the game's first\n"
	"      --seed=N          roll the dice from N (games of dice); without it\n"
	"                        the dice are given: {\"dice\":\"52\"}\n"
	"  -h, --help            show this help and exit\n"
	"\n"
	"Requests:\n"
	"  {\"move\":\"e5\"}                       play a move (\"notation\":NAME to read it\n"
	"                                      in another notation); \"roll\" rolls\n"
	"  {\"dice\":\"52\"}                       give the roll due\n"
	"  {\"legal\":true}                      the game as it stands, its legal moves\n"
	"  {\"new\":\"RULESET\"}                   start again (\"seed\":N, \"notation\":NAME)\n"
	"  {\"moves\":true}                      the moves played\n"
	"  {\"board\":true}                      the position as a text diagram\n"
	"  {\"record\":\"tagged\"}                 the game as a record (tagged, json, mat,\n"
	"                                      sgf; true: the game's own format)\n"
	"Every answer has \"ok\"; a good one the game as it stands (ply, status,\n"
	"to_move, dice, legal; at the end result, termination, reason), a bad one\n"
	"{\"ok\":false,\"error\":{\"code\":...,\"message\":...}} and changes nothing.\n"
	"\n"
	"Exit status: 0 at the end of the input, 2 usage error, an unknown rule set,\n"
	"or an answer that could not be written.\n";

enum { LINE_MAX_BYTES = 1 << 20 };

/* The conversation: the game, its rules, how moves are written. */
typedef struct talk {
	arb_rules *rules;
	arb_game *game;
	char *notation;          /* NULL: the game's own */
	int seeded;
	unsigned long long seed;
} talk;

/* A new game under the rule set name, or the error; on error the game
 * before goes on. */
/* A game under the rule set `name`: with `named`, as a client names it (a
 * rule set's name or alias on the search path, never a file: the client
 * is not the operator, who gave -V). */
static int start(talk *t, const char *name, int named, const char *notation, int seeded,
		 unsigned long long seed, arb_error *err)
{
	arb_rules *r = NULL;
	arb_game *g = NULL;
	char *n = notation ? strdup(notation) : NULL;
	int rc;

	if (notation && !n) {
		snprintf(err->code, sizeof err->code, "nomem");
		snprintf(err->message, sizeof err->message, "out of memory");
		return ARB_ENOMEM;
	}
	if ((rc = named ? arb_rules_open_named(name, &r, err) : arb_rules_open(name, &r, err)) ||
	    (rc = arb_game_new(r, &g, err)) ||
	    (rc = arb_game_set_notation(g, notation, err)) ||
	    /* a game of dice is played for money, as match plays it: its money
	     * rules hold (the Jacoby rule, beavers) */
	    (rc = arb_game_restart(g, arb_rules_dice(r) ? 0 : -1, 0, 0, err))) {
		arb_game_free(g);
		arb_rules_close(r);
		free(n);
		return rc;
	}
	if (seeded)
		arb_game_seed(g, seed);
	arb_game_free(t->game);
	arb_rules_close(t->rules);
	free(t->notation);
	t->rules = r;
	t->game = g;
	t->notation = n;
	return ARB_OK;
}

static int bad_request(arb_error *err, const char *why)
{
	snprintf(err->code, sizeof err->code, "bad-request");
	snprintf(err->message, sizeof err->message, "%s", why);
	return ARB_EUSAGE;
}

/* The actions a request may ask for: one a request. */
static const char *const actions[] = { "new", "move", "dice", "legal", "moves", "board", "record",
				       NULL };

/* The request's one action, or NULL after saying why in err. */
static const char *action(json_t *req, arb_error *err)
{
	const char *found = NULL, *key;
	json_t *v;
	int other = 0, twice = 0;

	json_object_foreach(req, key, v) {
		int known = 0;
		for (int i = 0; actions[i]; i++)
			if (!strcmp(key, actions[i])) {
				twice |= found != NULL;
				found = actions[i];
				known = 1;
			}
		other |= !known && strcmp(key, "notation") && strcmp(key, "seed");
	}
	if (twice)
		return bad_request(err, "one request a line: it asks for two things"), NULL;
	if (!found || other)
		return bad_request(err, "a request asks for one of new, move, dice, legal, moves, "
				   "board, record (with notation, or with new a seed)"), NULL;
	return found;
}

/* {"new":NAME, "seed":N, "notation":NAME} */
static int req_new(talk *t, json_t *name, json_t *seed, const char *notation, json_t *ans,
		   arb_error *err)
{
	int rc;

	if (!json_is_string(name) || (seed && (!json_is_integer(seed) || json_integer_value(seed) < 0)))
		return bad_request(err, "new takes a rule set's name, and seed a number from 0");
	rc = start(t, json_string_value(name), 1, notation, seed || t->seeded,
		   seed ? (unsigned long long)json_integer_value(seed) : t->seed, err);
	if (rc && !strcmp(err->code, "variant-path")) /* said as a request's, not a record's */
		snprintf(err->message, sizeof err->message, "'%.120s' is a file: a request names "
			 "a rule set by its name only (-V may name a file)", json_string_value(name));
	if (!rc)
		json_object_set_new(ans, "rules", json_string(arb_rules_name(t->rules)));
	return rc;
}

/* What a request asks to see besides the game: its moves, its board, it
 * as a record. */
static int extra(talk *t, const char *what, json_t *v, const char *notation, json_t *ans,
		 arb_error *err)
{
	const char *const *moves;
	const char *text;
	size_t n;
	int rc;

	if (!strcmp(what, "board")) {
		json_object_set_new(ans, "board", json_string(arb_game_board(t->game)));
		return ARB_OK;
	}
	if (!strcmp(what, "moves")) {
		json_t *list = json_array();
		if ((rc = arb_game_moves(t->game, notation, &moves, &n, err)))
			return json_decref(list), rc;
		for (size_t i = 0; i < n; i++)
			json_array_append_new(list, json_string(moves[i]));
		json_object_set_new(ans, "moves", list);
		return ARB_OK;
	}
	if ((rc = arb_game_write(t->game, json_string_value(v), NULL, &text, &n, err)))
		return rc;
	json_object_set_new(ans, "record", json_stringn(text, n));
	return ARB_OK;
}

/* What the request asks for, done. */
static int act(talk *t, const char *what, json_t *req, const char *notation, json_t *ans,
	       arb_error *err)
{
	json_t *v = json_object_get(req, what), *seed = json_object_get(req, "seed");

	if (!strcmp(what, "new"))
		return req_new(t, v, seed, notation, ans, err);
	if (seed)
		return bad_request(err, "a seed goes with new");
	if (!strcmp(what, "move") || !strcmp(what, "dice")) {
		if (!json_is_string(v))
			return bad_request(err, "move and dice take a string");
		if (!strcmp(what, "move"))
			return arb_game_play(t->game, json_string_value(v), notation, err);
		return arb_game_roll(t->game, json_string_value(v), err);
	}
	if (!strcmp(what, "record") ? !json_is_true(v) && !json_is_string(v) : !json_is_true(v))
		return bad_request(err, "legal, moves and board take true; record a format "
				   "(tagged, json, mat, sgf) or true");
	return !strcmp(what, "legal") ? ARB_OK : extra(t, what, v, notation, ans, err);
}

/* One request: its answer, the game as it stands or an error. */
static json_t *answer(talk *t, json_t *req)
{
	arb_error err = { 0 };
	json_t *ans = json_object(), *v;
	const char *what = action(req, &err), *notation = NULL;
	int rc = what ? ARB_OK : ARB_EUSAGE;

	if (!rc && (v = json_object_get(req, "notation")) && !(notation = json_string_value(v)))
		rc = bad_request(&err, "notation takes a notation's name");
	json_object_set_new(ans, "ok", json_true());
	if (!rc)
		rc = act(t, what, req, notation, ans, &err);
	if (!rc)
		rc = answer_state(ans, t->game, t->rules, notation ? notation : t->notation, &err);
	if (rc) {
		json_decref(ans);
		return answer_error(err.code[0] ? err.code : "error", err.message);
	}
	return ans;
}

/* One line of the input, at most LINE_MAX_BYTES: 1, 0 at the end, -1 a
 * line too long (the rest of it is read and dropped). */
static int get_line(FILE *in, char *line, size_t *n)
{
	int c;

	*n = 0;
	while ((c = getc(in)) != EOF && c != '\n') {
		if (*n == LINE_MAX_BYTES) {
			while ((c = getc(in)) != EOF && c != '\n')
				;
			return -1;
		}
		line[(*n)++] = (char)c;
	}
	if (c == EOF && *n == 0)
		return 0;
	if (*n && line[*n - 1] == '\r')
		(*n)--;
	return 1;
}

static int converse(talk *t, FILE *in, FILE *out)
{
	char *line = malloc(LINE_MAX_BYTES);
	size_t n;
	int rc;

	if (!line) {
		fprintf(stderr, "arbiter: referee: out of memory\n");
		return 2;
	}
	while ((rc = get_line(in, line, &n)) != 0) {
		json_error_t e;
		/* a key given twice is no request: which of its values is meant? */
		json_t *req = rc < 0 ? NULL : json_loadb(line, n, JSON_REJECT_DUPLICATES, &e), *ans;
		char msg[256];
		if (rc < 0) {
			ans = answer_error("too-long", "a request is one line of at most 1 MiB");
		} else if (!req) {
			snprintf(msg, sizeof msg, "not JSON (column %d): %s", e.column, e.text);
			ans = answer_error("bad-json", msg);
		} else if (!json_is_object(req)) {
			ans = answer_error("bad-request", "a request is a JSON object, as {\"move\":\"e5\"}");
		} else {
			ans = answer(t, req);
		}
		json_decref(req);
		if (answer_put(out, ans)) {
			free(line);
			return 2; /* said once by the program's end */
		}
	}
	free(line);
	if (ferror(in)) { /* a read that failed is no end of the conversation */
		cli_say(stderr, "arbiter: referee: read error: %s\n", strerror(errno));
		return 2;
	}
	return 0;
}

int cmd_referee(int argc, char **argv)
{
	static const struct option longs[] = {
		CLI_RULES_OPTIONS,
		{ "seed", required_argument, NULL, 's' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *vname = ARB_FALLBACK_VARIANT, *notation = NULL;
	talk t = { 0 };
	arb_error err;
	int c, status;
	char *end;

	optind = 1;
	opterr = 0;
	cli_once once = { "referee", ":V:n:h", longs, "Vns", { 0 } };
	while ((c = getopt_long(argc, argv, once.opts, longs, NULL)) != -1) {
		if (cli_once_only(&once, c))
			return 2;
		switch (c) {
		case 'V': vname = optarg; break;
		case 'n': notation = optarg; break;
		case 's':
			errno = 0;
			t.seed = strtoull(optarg, &end, 10);
			if (!*optarg || *end || *optarg == '-' || errno == ERANGE)
				return cli_usage_error("referee", "--seed takes a number from 0, not '%s'",
						       optarg);
			t.seeded = 1;
			break;
		case 'h': fputs(usage, stdout); return 0;
		default: return cli_bad_option("referee", argv, c);
		}
	}
	if (optind < argc)
		return cli_usage_error("referee", "no file is read: requests come on standard input");
	if (start(&t, vname, 0, notation, t.seeded, t.seed, &err)) {
		cli_say(stderr, "arbiter: referee: %s\n", err.message);
		return 2;
	}
	if (isatty(STDIN_FILENO)) /* a person at the keyboard, not a program: what to type */
		fputs("arbiter: referee: reading requests from standard input, a terminal: one JSON "
		      "object a line, as {\"legal\":true} (arbiter referee --help lists them; Ctrl-D "
		      "ends them)\n", stderr);
	signal(SIGPIPE, SIG_IGN); /* an answer no one reads is a write error: status 2 */
	status = converse(&t, stdin, stdout);
	arb_game_free(t.game);
	arb_rules_close(t.rules);
	free(t.notation);
	return status;
}
