/* The morris referee for boards of 65 to 128 points without the rules few
 * rule sets have (engine.c's RARE): engine.c compiled for sets of two words
 * (bitset.h) as engine_lean.c compiles it for one, as the tables
 * mor_engine_lean_w2 and mor_engine_lean_ply_w2[]. */
#define MOR_WORDS 2
#define MOR_EVERY_RULE 0
#include "games/morris/engine.c"
