/* The same for boards of 65 to 128 points (engine_wide_lean.c's sets of
 * two words), as the tables mor_engine_marks_w2, _marks_one_w2 and
 * _marks_one_back_w2. */
#define MOR_WORDS 2
#define MOR_EVERY_RULE 0
#define MOR_MARKS 1
#include "games/morris/engine.c"
