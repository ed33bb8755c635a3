/* replay: each record of a file played again move by move through
 * libarbiter's public header alone, beside the referee's verdict on it.
 *
 *   cc -o replay replay.c $(pkg-config --cflags --libs arbiter)
 *   ./replay FILE [RULESET]
 *
 * For every record: its moves are read (arb_reader), a game is started
 * under the rule set the record was refereed under (arb_game) and each
 * move is played, as the record wrote it, by the side it names; one line
 * says how the replay ended and whether the referee of the whole record
 * found the same. The game starts where the referee started the record:
 * its notation, the rules its header states, its place in its match. A
 * live game is stricter than a record in one thing: a roll must be played
 * where it can be (a record may stop after the roll, before a
 * resignation). The exit status is 0
 * when every replay agrees with its verdict, 1 when one does not, 2 when
 * the file or the rule set cannot be read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <arbiter.h>

/* Plays the record's moves; the index of the one refused, or the number
 * of moves when all were played. */
static size_t replay(arb_reader *rd, arb_game *game, arb_error *err)
{
	size_t n = arb_reader_moves(rd), i;

	for (i = 0; i < n; i++)
		if (arb_game_play_as(game, arb_reader_mover(rd, i), arb_reader_move(rd, i),
				     arb_reader_notation(rd), err))
			break;
	return i;
}

/* One record, under fixed (the rule set given) or its own: 0 the replay
 * agrees with the verdict, 1 it does not, 2 its rule set cannot be loaded. */
static int one(arb_reader *rd, const char *file, const arb_rules *fixed)
{
	const char *status = arb_reader_status(rd);
	arb_rules *own = NULL;
	const arb_rules *rules = fixed;
	arb_game *game = NULL;
	arb_error err;
	size_t played, n = arb_reader_moves(rd);
	int agree;

	if (!fixed && !arb_reader_rules(rd)) { /* no rule set: nothing to replay under */
		arb_reader_fault(rd, NULL, NULL, NULL, &err);
		printf("%s #%ld: %s: %s\n", file, arb_reader_index(rd), status, err.message);
		return 0;
	}

	if ((!fixed && arb_rules_open(arb_reader_rules(rd), &own, &err)) ||
	    arb_game_new(rules ? rules : own, &game, &err) ||
	    arb_game_start_record(game, rd, &err)) {
		fprintf(stderr, "replay: %s #%ld: %s\n", file, arb_reader_index(rd), err.message);
		arb_game_free(game);
		arb_rules_close(own);
		return 2;
	}
	rules = rules ? rules : own;
	played = replay(rd, game, &err);
	if (played < n) {
		printf("%s #%ld [%s]: move %zu, %s, refused: %s", file, arb_reader_index(rd),
		       arb_rules_name(rules), played + 1, arb_reader_move(rd, played), err.message);
		agree = !strcmp(status, "illegal");
	} else {
		printf("%s #%ld [%s]: %zu moves, %s", file, arb_reader_index(rd), arb_rules_name(rules),
		       n, arb_game_result(game));
		if (arb_game_over(game))
			printf(" (%s: %s)", arb_game_termination(game), arb_game_reason(game));
		/* where the rules did not end the game, the record's claim stands */
		agree = strcmp(status, "illegal") &&
			(!arb_game_over(game) || !strcmp(arb_game_result(game), arb_reader_result(rd)));
	}
	printf("; the referee: %s, %s%s\n", status, arb_reader_result(rd), agree ? "" : " (differs)");
	arb_game_free(game);
	arb_rules_close(own);
	return !agree;
}

int main(int argc, char **argv)
{
	arb_rules *rules = NULL;
	arb_reader *rd;
	arb_error err;
	int rc, status = 0;

	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: replay FILE [RULESET]   (libarbiter %s)\n", arb_version());
		return 2;
	}
	if ((argc == 3 && arb_rules_open(argv[2], &rules, &err)) ||
	    arb_reader_open(argv[1], rules, &rd, &err)) {
		fprintf(stderr, "replay: %s\n", err.message);
		arb_rules_close(rules);
		return 2;
	}
	while ((rc = arb_reader_next(rd, &err)) != ARB_END) {
		if (rc == ARB_ERECORD) { /* nothing to replay: said, and reading goes on */
			printf("%s #%ld: unreadable: %s\n", argv[1], arb_reader_index(rd), err.message);
			continue;
		}
		if (rc) {
			fprintf(stderr, "replay: %s\n", err.message);
			status = 2;
			break;
		}
		rc = one(rd, argv[1], rules);
		if (rc > status)
			status = rc;
	}
	arb_reader_close(rd);
	arb_rules_close(rules);
	return status;
}
