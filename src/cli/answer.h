/* answer: the objects of the referee's conversation (arbiter referee), which
 * the engines of arbiter match read too: a game as it stands, or an error.
 * Built on the library's face alone. */
#ifndef ARB_ANSWER_H
#define ARB_ANSWER_H

#include <jansson.h>

#include "lib/arbiter.h"

/* The game as it stands, added to obj: ply, status ("playing" or "over"),
 * to_move, dice (games of dice), legal (in notation, NULL: the game's);
 * at the end result, termination, reason, points; a warning about the last
 * move. 0, or a status of the library with err filled. */
int answer_state(json_t *obj, arb_game *game, const arb_rules *rules, const char *notation,
		 arb_error *err);
/* {"ok":false,"error":{"code":...,"message":...}} */
json_t *answer_error(const char *code, const char *message);
/* Writes obj as one line and flushes: 0, or -1 when the write failed.
 * obj is released. */
int answer_put(FILE *out, json_t *obj);

#endif
