/* The morris referee for boards of 65 to 128 points: engine.c compiled for
 * sets of two words (bitset.h), as the table mor_engine_w2. */
#define MOR_WORDS 2
#include "games/morris/engine.c"
