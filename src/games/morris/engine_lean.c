/* The morris referee without the rules few rule sets have (engine.c's
 * RARE), for boards of up to 64 points: the rule sets that ask for none of
 * them (the rules' `lean`) pay nothing for them. Its tables are
 * mor_engine_lean, and mor_engine_lean_ply[] for the rule sets with ply
 * rules (PLY_*). */
#define MOR_WORDS 1
#define MOR_EVERY_RULE 0
#include "games/morris/engine.c"
