/* arbiter match: two engine programs play each other, every move judged by
 * the library, colours alternating from game to game; an illegal move, a
 * crash or a time-out loses the game; every game is written as a record,
 * and the standings are printed at the end. Built on the library's face
 * (lib/arbiter.h). */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/answer.h"
#include "cli/cli.h"
#include "cli/engine.h"
#include "cli/output.h"

static const char usage[] =
	"Usage: arbiter match -V RULESET --engine CMD --engine CMD -o FILE [OPTION]...\n"
	"Play two engines against each other, judging every move, and write every\n"
	"game as a record. An engine is a shell command; when it is to move it reads\n"
	"one line, the referee's answer object (as arbiter referee writes it, with\n"
	"\"game\", \"rules\" and \"moves\"), and writes one line: its move.\n"
	"\n"
	"  -V, --variant=NAME    the rule set (default nine-mens-morris)\n"
	"  -e, --engine=CMD      an engine; give two (the first plays first in game 1)\n"
	"  -o, --output=FILE     the records (whole or not at all)\n"
	"  -g, --games=N         games to play (default 2), colours alternating\n"
	"  -s, --seed=N          the dice of the whole match come from N (default 1)\n"
	"  -t, --timeout=SEC     time for each move (default 10); past it the game is lost\n"
	"      --max-plies=N     a game still going after N plies stops unfinished\n"
	"                        (default 2000)\n"
	"  -n, --notation=NAME   the notation engines read and write (default the game's)\n"
	"  -f, --format=FORMAT   the records' format: tagged, json, mat or sgf\n"
	"                        (backgammon), trl (morris); default the game's:\n"
	"                        tagged, and mat for backgammon\n"
	"  -q, --quiet           no line for each game, only the standings\n"
	"  -h, --help            show this help and exit\n"
	"\n"
	"Exit status: 0 every game played to its end, 1 some game lost by forfeit\n"
	"(an illegal move, a crash, a time-out) or stopped unfinished, 2 usage error,\n"
	"unknown rule set or output error.\n";

typedef struct player {
	engine e;
	char name[256];   /* as the records name the player */
	char shown[512];  /* as text for people shows it: its control characters escaped */
	int games, wins, draws, losses, forfeits, points;
} player;

typedef struct match {
	arb_rules *rules;
	arb_game *game;
	player p[2];
	int games, max_plies, quiet;
	unsigned long long seed;
	double timeout;
	const char *notation, *format;
	FILE *out;
	int forfeits, unfinished, bad;
} match;

/* What the engine to move reads: the answer object, with the game's number,
 * its rule set and its moves so far. NULL out of memory. */
static char *message(match *m, int number, arb_error *err)
{
	json_t *obj = json_object(), *list = json_array();
	const char *const *moves;
	size_t n;
	char *text = NULL;

	json_object_set_new(obj, "ok", json_true());
	json_object_set_new(obj, "game", json_integer(number));
	json_object_set_new(obj, "rules", json_string(arb_rules_name(m->rules)));
	if (!answer_state(obj, m->game, m->rules, m->notation, err) &&
	    !arb_game_moves(m->game, m->notation, &moves, &n, err)) {
		for (size_t i = 0; i < n; i++)
			json_array_append_new(list, json_string(moves[i]));
		json_object_set(obj, "moves", list);
		text = json_dumps(obj, JSON_COMPACT);
	}
	json_decref(list);
	json_decref(obj);
	return text;
}

/* The move in an engine's line: the line, or the "move" of a JSON object. */
static const char *move_of(const char *line, json_t **held)
{
	*held = NULL;
	if (line[0] != '{')
		return line;
	*held = json_loads(line, JSON_REJECT_DUPLICATES, NULL); /* {"move":"a1","move":"d7"}: neither */
	return json_string_value(json_object_get(*held, "move"));
}

/* The side's engine loses the game, for why; an engine stopped (stop 1)
 * or killed (2) starts again for the next game. */
static void lose(match *m, int side, player *pl, int stop, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static void lose(match *m, int side, player *pl, int stop, const char *fmt, ...)
{
	char why[256], who[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	snprintf(who, sizeof who, "%s's engine (%s) %s", arb_rules_side(m->rules, side), pl->shown,
		 why);
	if (stop)
		engine_stop(&pl->e, stop > 1);
	arb_game_forfeit(m->game, side, who, NULL);
}

/* One move of the engine to act: 0 played, 1 the game was lost by it,
 * -1 out of memory. */
static int turn(match *m, int number, int side, player *pl)
{
	char line[ENGINE_LINE], ended[96], played[64], why[160];
	arb_error err;
	json_t *held;
	const char *mv;
	char *msg;
	int rc, sent;
	double deadline;

	if (!pl->e.pid && engine_start(&pl->e))
		return lose(m, side, pl, 0, "could not be started: %s", strerror(errno)), 1;
	if (!(msg = message(m, number, &err)))
		return -1;
	deadline = engine_deadline(m->timeout); /* the question's writing counts too */
	rc = engine_send(&pl->e, msg, deadline);
	free(msg);
	if ((sent = !rc))
		rc = engine_read(&pl->e, line, sizeof line, deadline);
	if (rc == -2 && !sent) /* its input full: it reads no questions */
		return lose(m, side, pl, 2, "read no question within %g s (time)", m->timeout), 1;
	if (rc == -2)
		return lose(m, side, pl, 2, "sent no move within %g s (time)", m->timeout), 1;
	if (rc == -1) {
		engine_stop(&pl->e, 0);
		/* still running, it was stopped: said as what it did, not as the
		 * signal the match sent it */
		if (pl->e.killed)
			return lose(m, side, pl, 0, "closed its standard %s before its move",
				    sent ? "output" : "input"), 1;
		return lose(m, side, pl, 0, "%s before its move",
			    engine_end(&pl->e, ended, sizeof ended)), 1;
	}
	if (rc == -3)
		return lose(m, side, pl, 2, "wrote a line longer than 64 KiB"), 1;
	if (rc == -4)
		return lose(m, side, pl, 0, "wrote a line with a NUL byte (binary data)"), 1;
	mv = move_of(line, &held);
	rc = arb_game_play_as(m->game, side, mv ? mv : line, m->notation, &err);
	if (rc) /* the engine's words shown, never obeyed (a terminal's escapes, a line
		 * forged), and kept before the object that holds them goes */
		cli_shown(played, sizeof played, mv ? mv : line);
	json_decref(held);
	if (rc)
		return lose(m, side, pl, 0, "played '%s', which is illegal: %s", played,
			    cli_shown(why, sizeof why, err.message)), 1;
	return 0;
}

/* The game as a record, at the end of the output. */
static void write_game(match *m, int number, player *const *side)
{
	char round[24], stopped[64];
	const char *text, *tags[16] = { "Event", "arbiter match", "Round", round, "White",
					side[0]->name, "Black", side[1]->name };
	size_t len, n = 8;
	arb_error err;

	snprintf(round, sizeof round, "%d", number);
	if (arb_rules_dice(m->rules)) { /* a game of its own: a money game, for .mat */
		tags[n++] = "Match";
		tags[n++] = round;
	}
	if (!arb_game_over(m->game)) {
		snprintf(stopped, sizeof stopped, "unterminated: stopped after %d plies",
			 arb_game_ply(m->game));
		tags[n++] = "Termination";
		tags[n++] = stopped;
	}
	tags[n] = NULL;
	if (arb_game_write(m->game, m->format, tags, &text, &len, &err)) {
		cli_say(stderr, "arbiter: match: game %d: not written: %s\n", number, err.message);
		m->bad = 1;
		return;
	}
	if ((number > 1 && putc('\n', m->out) == EOF) || fwrite(text, 1, len, m->out) != len)
		m->bad = 1;
}

/* The result counted for both players. */
static void score(match *m, player *const *side)
{
	const char *res = arb_game_result(m->game);
	int win = !strcmp(res, "1-0") ? 0 : !strcmp(res, "0-1") ? 1 : -1;

	for (int s = 0; s < 2; s++) {
		side[s]->games++;
		if (!strcmp(res, "1/2-1/2"))
			side[s]->draws++;
		else if (win == s)
			side[s]->wins++, side[s]->points += arb_game_points(m->game);
		else if (win == !s)
			side[s]->losses++, side[s]->forfeits += !strcmp(arb_game_termination(m->game),
								       "forfeit");
	}
}

/* Game number, the first engine playing first in the odd games. 0, or -1
 * out of memory. */
static int play(match *m, int number)
{
	player *side[2] = { &m->p[(number - 1) % 2], &m->p[number % 2] };
	arb_error err;
	int rc = 0;

	if (arb_game_restart(m->game, arb_rules_dice(m->rules) ? 0 : -1, 0, 0, &err))
		return -1; /* games of dice are played for money, each game on its own */
	for (int s = 0; s < 2; s++)
		engine_new_game(&side[s]->e);
	while (!arb_game_over(m->game) && arb_game_ply(m->game) < m->max_plies && !rc) {
		int s = arb_game_to_move(m->game);
		if (s < 0 && (!arb_game_dice_due(m->game) || arb_game_roll(m->game, NULL, &err)))
			break; /* no one to act and no roll to make: it stops unfinished */
		if (s >= 0)
			rc = turn(m, number, s, side[s]);
	}
	if (rc < 0)
		return -1;
	if (!strcmp(arb_game_termination(m->game), "forfeit")) {
		m->forfeits++;
		cli_say(stderr, "arbiter: match: game %d: %s\n", number, arb_game_reason(m->game));
		fflush(stderr); /* said at once: a match runs for hours, its log is watched */
	} else if (!arb_game_over(m->game)) {
		m->unfinished++;
	}
	write_game(m, number, side);
	score(m, side);
	if (!m->quiet)
		printf("game %d (%s - %s): %s (%s%s%s), %d %s\n", number, side[0]->shown,
		       side[1]->shown, arb_game_result(m->game),
		       arb_game_over(m->game) ? arb_game_termination(m->game) : "unfinished",
		       arb_game_over(m->game) ? ": " : "",
		       arb_game_over(m->game) ? arb_game_reason(m->game) : "", arb_game_ply(m->game),
		       arb_game_ply(m->game) == 1 ? "ply" : "plies");
	return 0;
}

/* The table, the better score first (wins, then points). */
static void standings(const match *m)
{
	const player *p[2] = { &m->p[0], &m->p[1] };
	int w = 6, dice = arb_rules_dice(m->rules);

	if (2 * p[1]->wins + p[1]->draws > 2 * p[0]->wins + p[0]->draws ||
	    (p[1]->wins * 2 + p[1]->draws == p[0]->wins * 2 + p[0]->draws &&
	     p[1]->points > p[0]->points))
		p[0] = &m->p[1], p[1] = &m->p[0];
	for (int i = 0; i < 2; i++)
		if (cli_width(p[i]->shown) > w)
			w = cli_width(p[i]->shown);
	printf("\n  #  %s%*s  Games  Wins  Draws  Losses  Score  Forfeits%s\n", "Engine", w - 6, "",
	       dice ? "  Points" : "");
	for (int i = 0; i < 2; i++) {
		int half = 2 * p[i]->wins + p[i]->draws;
		/* a tie shares the place */
		int place = i && half == 2 * p[0]->wins + p[0]->draws && p[1]->points == p[0]->points ?
				    1 : i + 1;
		char sc[16];
		snprintf(sc, sizeof sc, "%d%s", half / 2, half % 2 ? "½" : "");
		if (half == 1)
			snprintf(sc, sizeof sc, "½");
		printf("  %d  %s%*s  %5d  %4d  %5d  %6d  %*s  %8d", place, p[i]->shown,
		       w - cli_width(p[i]->shown), "", p[i]->games, p[i]->wins, p[i]->draws,
		       p[i]->losses, 5 + (int)strlen(sc) - cli_width(sc), sc, p[i]->forfeits);
		if (dice)
			printf("  %6d", p[i]->points);
		printf("\n");
	}
}

/* The engines' names: their commands, told apart when they are the same. */
static void names(match *m)
{
	int same = !strcmp(m->p[0].e.cmd, m->p[1].e.cmd);

	for (int i = 0; i < 2; i++) {
		snprintf(m->p[i].name, sizeof m->p[i].name, same ? "%s #%d" : "%s", m->p[i].e.cmd,
			 i + 1);
		cli_shown(m->p[i].shown, sizeof m->p[i].shown, m->p[i].name);
	}
}

/* A number option's value, from lo up: 0, or 2 after saying so. */
static int number(const char *opt, const char *arg, double lo, double *v)
{
	char *end;

	*v = strtod(arg, &end);
	/* (nan compares false with every bound: said in so many words) */
	if (!*arg || *end || !(*v >= lo && *v <= 1e9))
		return cli_usage_error("match", "%s takes a number from %g, not '%s'", opt, lo, arg);
	return 0;
}

static int options(match *m, int argc, char **argv, const char **vname, const char **output)
{
	static const struct option longs[] = {
		CLI_RULES_OPTIONS,
		{ "engine", required_argument, NULL, 'e' },
		{ "output", required_argument, NULL, 'o' },
		{ "games", required_argument, NULL, 'g' },
		{ "seed", required_argument, NULL, 's' },
		{ "timeout", required_argument, NULL, 't' },
		{ "max-plies", required_argument, NULL, 'M' },
		{ "format", required_argument, NULL, 'f' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c, nengines = 0;
	double v;

	optind = 1;
	opterr = 0;
	cli_once once = { "match", ":V:n:e:o:g:s:t:f:qh", longs, "VnogstMf", { 0 } };
	while ((c = getopt_long(argc, argv, once.opts, longs, NULL)) != -1) {
		if (cli_once_only(&once, c))
			return 2;
		switch (c) {
		case 'V': *vname = optarg; break;
		case 'n': m->notation = optarg; break;
		case 'e':
			if (nengines == 2)
				return cli_usage_error("match", "a match is of two engines: --engine given "
						       "three times");
			if (!optarg[strspn(optarg, " \t\n")]) /* sh runs it, exits 0 and loses */
				return cli_usage_error("match", "--engine takes a command to run, not "
						       "'%s'", optarg);
			m->p[nengines].e.slot = nengines; /* (cli/ending.h) */
			m->p[nengines++].e.cmd = optarg;
			break;
		case 'o': *output = optarg; break;
		case 'g': if (number("--games", optarg, 1, &v)) return 2; m->games = (int)v; break;
		case 's': if (number("--seed", optarg, 0, &v)) return 2; m->seed = (unsigned long long)v; break;
		case 't': if (number("--timeout", optarg, 0.001, &v)) return 2; m->timeout = v; break;
		case 'M': if (number("--max-plies", optarg, 1, &v)) return 2; m->max_plies = (int)v; break;
		case 'f': m->format = optarg; break;
		case 'q': m->quiet = 1; break;
		case 'h': fputs(usage, stdout); return -1;
		default: return cli_bad_option("match", argv, c);
		}
	}
	if (optind < argc)
		return cli_usage_error("match", "no file is read: '%s'", argv[optind]);
	if (nengines != 2)
		return cli_usage_error("match", "give two engines with --engine CMD");
	if (!*output)
		return cli_usage_error("match", "say where the records go with -o FILE");
	return 0;
}

/* The match, its rules and game ready: 0, or 2 after saying why. */
static int ready(match *m, const char *vname)
{
	arb_error err;
	const char *text;
	size_t len;

	/* the format is tried on the empty game: a bad -f is said before a move */
	if (arb_rules_open(vname, &m->rules, &err) || arb_game_new(m->rules, &m->game, &err) ||
	    arb_game_set_notation(m->game, m->notation, &err) ||
	    arb_game_write(m->game, m->format, NULL, &text, &len, &err)) {
		cli_say(stderr, "arbiter: match: %s\n", err.message);
		return 2;
	}
	arb_game_seed(m->game, m->seed);
	names(m);
	/* and with the engines' names, which it may not hold (.mat: no ':'): said
	 * before a move, not after the first game */
	if (arb_game_write(m->game, m->format,
			   (const char *[]){ "White", m->p[0].name, "Black", m->p[1].name, NULL },
			   &text, &len, &err)) {
		cli_say(stderr, "arbiter: match: %s (the engines' commands name the players)\n",
			err.message);
		return 2;
	}
	return 0;
}

/* The files of the match's rule set, -V's and each it extends: -o writes
 * over none of them (out_open). */
static const char *rules_file(const void *rules, int i)
{
	return arb_rules_file_at(rules, i);
}

/* Is -o a file an engine's command names (its program, its script, a book
 * it reads), or a program at all (a command may name one as the shell
 * finds it: $PWD/eng, ./en?, `echo eng`)? Said: the match would end by
 * writing its records over it. */
static int engine_file(const match *m, const char *output)
{
	struct stat st;
	char shown[512];

	if (stat(output, &st) != 0 || S_ISDIR(st.st_mode))
		return 0; /* a new file, or a folder out_open refuses */
	for (int i = 0; i < 2; i++)
		if (engine_names_file(&m->p[i].e, &st)) {
			cli_say(stderr, "arbiter: match: -o %s is a file the command of engine %d "
				"names (%s): write to another file\n", output, i + 1,
				cli_shown(shown, sizeof shown, m->p[i].e.cmd));
			return 1;
		}
	if (S_ISREG(st.st_mode) && (st.st_mode & 0111)) {
		cli_say(stderr, "arbiter: match: -o %s is a program (a file that may be run, as "
			"an engine is): write the records to another file\n", output);
		return 1;
	}
	return 0;
}

int cmd_match(int argc, char **argv)
{
	match m = { .games = 2, .seed = 1, .timeout = 10, .max_plies = 2000 };
	const char *vname = ARB_FALLBACK_VARIANT, *output = NULL;
	out_file of;
	int rc = options(&m, argc, argv, &vname, &output), status = 0;

	if (rc)
		return rc < 0 ? 0 : rc;
	if (ready(&m, vname) || engine_file(&m, output) ||
	    out_open(&of, "match", output, NULL, 0, rules_file, m.rules)) {
		arb_game_free(m.game);
		arb_rules_close(m.rules);
		return 2;
	}
	signal(SIGPIPE, SIG_IGN); /* an engine that ends is said as such, not our end */
	m.out = of.f;
	for (int k = 1; k <= m.games && !m.bad; k++)
		if (play(&m, k)) {
			fprintf(stderr, "arbiter: match: out of memory\n");
			m.bad = 1;
		}
	for (int i = 0; i < 2; i++)
		engine_stop(&m.p[i].e, 0);
	if (out_close(&of, !m.bad) || m.bad)
		status = 2;
	else
		standings(&m);
	arb_game_free(m.game);
	arb_rules_close(m.rules);
	return status ? status : m.forfeits || m.unfinished ? 1 : 0;
}
