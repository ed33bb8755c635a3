/* cli: one function per command. Each parses its own options, calls the
 * library and prints; each returns the exit status (0, 1 or 2). */
#ifndef ARB_CLI_H
#define ARB_CLI_H

#include <stdio.h>

#include "cli/walk.h"
#include "core/record.h"
#include "core/referee.h"
#include "core/variant.h"

int cmd_validate(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_variants(int argc, char **argv);
int cmd_standings(int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_summarize(int argc, char **argv);
int cmd_referee(int argc, char **argv);
int cmd_match(int argc, char **argv);

/* Shared by the commands (cli/common.c). */
#define ARB_FALLBACK_VARIANT "nine-mens-morris"

/* When no file is named and standard input is a terminal, says on err that
 * WHAT are read from it, and how to end them or name a file (NAMED: what may
 * be named) instead. */
void cli_stdin_note(FILE *err, const char *what, const char *named);

/* Prints the line fmt makes to `to` as text for people: all of it escaped
 * (base/plain.h) but its last newline, added where fmt has none. For every
 * message that names a file or quotes a record (a file named "a\nFORGED"
 * would otherwise print a line of its own): whatever its values hold, the
 * message is one line. */
void cli_say(FILE *to, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Prints "arbiter: CMD: message" (escaped, as cli_say) and the --help
 * hint; returns 2. */
int cli_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* After getopt_long returned '?' or ':' (optstring starting with ':' and
 * opterr = 0): names the unknown option, or the one missing its value. */
int cli_bad_option(const char *cmd, char **argv, int c);
/* A command's options, for getopt_long, and those of them that take one
 * value (getopt's values, as "Vno"): given again with another value, the
 * second is a usage error naming both (the last was taken in silence:
 * validate -V a -V b judged under b alone). Zeroed had[] before the loop;
 * cli_once_only for each option getopt_long returns: 0, or 2 said. */
struct option;
typedef struct cli_once {
	const char *cmd, *opts;
	const struct option *longs;
	const char *once;
	const char *had[256];
} cli_once;
int cli_once_only(cli_once *o, int c);
/* What the commands that read records set up alike: the rule sets, the
 * rule set -V names and the notation -n names, checked against each other. */
typedef struct cli_rules {
	var_registry *reg;
	variant *v;           /* -V, or NULL: each record's own */
	const char *notation; /* -n, or NULL */
} cli_rules;

/* The long options of a command that reads records under rule sets, for
 * its getopt table: -V and -n, which cli_rules_open gives effect. */
#define CLI_RULES_OPTIONS                                                \
	{ "variant", required_argument, NULL, 'V' },                     \
	{ "notation", required_argument, NULL, 'n' }
/* ... and of one that reads folders: --follow-links (cli_walk). */
#define CLI_WALK_OPTION { "follow-links", no_argument, NULL, 'L' }

/* 0, or 2 after saying what is wrong (there is then nothing to close). */
int cli_rules_open(cli_rules *c, const char *cmd, const char *vname, const char *notation);
/* A referee under these rules (ref_free releases it); NULL, said, when
 * out of memory. */
referee *cli_referee(const cli_rules *c);
void cli_rules_close(cli_rules *c);
/* The files the rule set of -V (rules, a const cli_rules *) was read from,
 * by index: its own, those it extends, its board or start, the rule sets
 * it rotates to (var_file_of); none without -V. What -o must not write
 * over (out_open's out_rule_file). */
const char *cli_rules_file(const void *rules, int i);
/* Loads -V, printing the error; NULL on failure. */
variant *cli_variant(var_registry *reg, const char *name);
/* 0 when the game of v reads notation (or it is json); else prints a usage
 * error naming the notations there are and returns -1. */
int cli_check_notation(const char *cmd, const variant *v, const char *notation);
/* Opens FILE or stdin for "-"; prints the error on err (unless NULL) and
 * returns NULL on failure, errno saying why (EISDIR: a folder). */
FILE *cli_open(const char *path, FILE *err);
void cli_close(FILE *f);

/* The columns text shown already (escaped) takes on a terminal, a wide
 * letter two, a combining mark none (plain_width): a table's names padded
 * by it line up. */
int cli_width(const char *s);

/* Calls fn for every record of every file (stdin when there are none), read
 * as JSON Lines when notation is "json", else as found from the first byte;
 * a folder is read through as walk says (cli/walk.h; NULL: no option), its
 * record files in name order (others skipped with a note on err). file
 * names the file being read. Unreadable records
 * reach fn with the reason in *unreadable; a file that cannot be opened is
 * one such record. After each file fn gets rec == NULL: what points at the
 * file's name must let go. fn returns 0, or 1 to read no more of this
 * file (it still gets the file's end). The result is 2 when some file could
 * not be read, else 0. */
typedef int (*cli_record_fn)(const char *file, const record *rec, const diag *unreadable,
			     void *arg);
int cli_each_record(int nfiles, char **files, const char *notation, const cli_walk *walk,
		    FILE *err, cli_record_fn fn, void *arg);
/* The same, where claim (unless NULL) is first offered each named or found
 * regular file (not standard input) with its size and the descriptor it is
 * open at, at its start (the very file the walk looked at: a claim reads
 * it there, now or from a dup of fd later, never the name again; fd is
 * closed once claim returns): when it returns 1 the caller reads that file
 * itself, and fn sees nothing of it; and where take
 * (unless NULL) takes a long record's movetext in windows as it is read
 * (core/record.h), before fn gets what is left of it. */
typedef int (*cli_claim_fn)(const char *path, int fd, double size, void *arg);
int cli_each_input(int nfiles, char **files, const char *notation, const cli_walk *walk,
		   FILE *err, cli_claim_fn claim, const rec_taker *take, cli_record_fn fn,
		   void *arg);
/* A file claimed (cli_claim_fn): path, its name in messages, and its
 * bytes read already (text[0, len)), or where text is NULL, the descriptor
 * it is open at, read from its start (fd stays open, its offset moved). */
typedef struct cli_held {
	const char *path;
	const char *text;
	size_t len;
	int fd;
} cli_held;
/* Every record of the n files, as cli_each_input reads them, one record
 * read into, take (unless NULL) as there. */
int cli_each_held(size_t n, const cli_held *files, const char *notation, FILE *err,
		  const rec_taker *take, cli_record_fn fn, void *arg);
/* The bytes of the files cli_each_input reads (what cannot be opened
 * counts nothing). */
double cli_input_bytes(int nfiles, char **files, const cli_walk *walk);
/* 0 when some game reads notation (or it is json, or NULL); else a usage
 * error, once, with the nearest notation there is, and -1. */
int cli_known_notation(const char *cmd, const char *notation);
/* Does some game run its moves in notation (games/game.h's run), or is
 * none named (NULL: each record is read in its game's, which may have
 * one)? Then a line of them may be read as one span (rec_taker's spans);
 * the referee asks for no more where a record's notation has no run. */
int cli_notation_runs(const char *notation);
/* The notations of every game, for --help. */
void cli_notations_help(FILE *out);
/* What another program wrote (an engine's move, a message quoting it),
 * escaped into out[0, size) as text for people shows it: its control
 * characters and bytes that are not UTF-8 as escapes (base/plain.h), cut
 * to fit. Returns out. */
char *cli_shown(char *out, size_t size, const char *s);
/* The same for a stream of another program's lines, s[0, n) written to
 * `to` escaped, its newlines and tabs kept: the bytes of s taken, all but
 * a UTF-8 character cut short at the end where more may follow. */
size_t cli_shown_lines(FILE *to, const char *s, size_t n, int more);
/* The move notation for the referee: -n, unless -n names the JSON format. */
const char *cli_move_notation(const char *notation);

/* What a picture of a record's position says besides it (show, report):
 * the players as the record names them, shown escaped as text for people
 * is, and for a game of a match its place there: match, as the referee's
 * ref_opts start gave it (copied from start, or written there later when
 * start is NULL). c points into the struct: it lives as long. */
typedef struct cli_caption {
	game_caption c;
	char player[2][512];
	game_match match;
} cli_caption;
void cli_caption_of(cli_caption *cap, const record *rec, const verdict *v, const game_match *start);

#endif
