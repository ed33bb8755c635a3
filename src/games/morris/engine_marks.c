/* The lean morris referee for boards of up to 64 points that meets the
 * marks of a placing mill (the rules' lean_marks): engine.c compiled as
 * engine_lean.c compiles it, with the marks' tests in (MOR_MARKS), as the
 * tables mor_engine_marks, _marks_one and _marks_one_back. The other lean
 * instances never play a rule set that marks, and leave the tests out. */
#define MOR_WORDS 1
#define MOR_EVERY_RULE 0
#define MOR_MARKS 1
#include "games/morris/engine.c"
