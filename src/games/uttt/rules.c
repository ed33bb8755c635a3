/* The option schema of Ultimate Tic-Tac-Toe and the rules built from it. */
#include <stdlib.h>

#include "games/uttt/uttt.h"

static const char *const sent_v[] = { "free", "still-play-if-open", NULL };
static const char *const drawn_v[] = { "nobody", "both", NULL };
static const char *const no_line_v[] = { "draw", "most-boards", NULL };

const opt_spec ttt_schema[U_COUNT] = {
	[U_SENT] = { "rules.sent_to_decided", OPT_ENUM, sent_v, "free", 0, 0, NULL,
		     "sent to a decided board: a free move, or still there while a won board "
		     "has empty cells" },
	[U_FREE_INTO_WON] = { "rules.free_move_into_won", OPT_BOOL, NULL, "false", 0, 0, NULL,
			      "a free move may go into a won board that still has empty cells" },
	[U_DRAWN_COUNTS] = { "rules.drawn_board_counts", OPT_ENUM, drawn_v, "nobody", 0, 0, NULL,
			     "a drawn small board counts for nobody, or for both, on the big board" },
	[U_NO_LINE] = { "rules.no_line", OPT_ENUM, no_line_v, "draw", 0, 0, NULL,
			"every board decided without a line: a draw, or more won boards wins" },
	[U_ALTERNATE] = { "rules.alternate_first", OPT_BOOL, NULL, "true", 0, 0, NULL,
			  "in a match, the player who plays X alternates from game to game" },
	[U_EARLY_DRAW] = { "rules.early_draw", OPT_BOOL, NULL, "false", 0, 0, NULL,
			   "a small board no one can win any more is drawn at once, and the game "
			   "once no one can make a line of boards" },
};

int ttt_rules_new(const opt_val *v, void **out, diag *d)
{
	ttt_rules *r = calloc(1, sizeof *r);

	if (!r)
		return diag_set(d, "nomem", "out of memory");
	r->still_play_if_open = v[U_SENT].i == 1;
	r->free_into_won = (int)v[U_FREE_INTO_WON].i;
	r->drawn_counts_both = v[U_DRAWN_COUNTS].i == 1;
	r->most_boards = v[U_NO_LINE].i == 1;
	r->base.alternate_first = (int)v[U_ALTERNATE].i;
	r->early_draw = (int)v[U_EARLY_DRAW].i;
	r->judge_each = r->drawn_counts_both || r->early_draw;
	for (int m = 0; m < 512; m++) {
		static const uint16_t lines[8] = { 0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124 };
		for (int i = 0; i < 8; i++)
			r->line[m] |= (m & lines[i]) == lines[i];
		r->settle[m] = r->line[m] || r->early_draw;
	}
	if (ttt_patterns(r, d)) {
		game_rules_free(r);
		return -1;
	}
	*out = r;
	return 0;
}

