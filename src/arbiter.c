/* arbiter: referee board-game records under regional rule variants.
 * This is only the front door: global options and dispatch to a command. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "base/edit.h"
#include "base/plain.h"
#include "cli/cli.h"
#include "cli/output.h"
#include "cli/progress.h"
#include "cli/streams.h"
#include "config.h"

/* The commands: each parses its own options (cli/). */
static const struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *what; /* one line for --help */
} commands[] = {
	{ "validate", cmd_validate, "replay records, report illegal moves and wrong results" },
	{ "show", cmd_show, "draw the board of a record before a ply" },
	{ "convert", cmd_convert, "write records in another notation, losing nothing" },
	{ "compare", cmd_compare, "the same records under several rule sets, side by side" },
	{ "standings", cmd_standings, "the tournament table from the valid records" },
	{ "report", cmd_report, "one HTML page: summary, standings, verdicts, illegal boards" },
	{ "summarize", cmd_summarize, "fold the JSON Lines of validate --json runs into one summary" },
	{ "variants", cmd_variants, "list, show, diff or check rule sets (variant files)" },
	{ "referee", cmd_referee, "referee a game as it is played, in JSON Lines" },
	{ "match", cmd_match, "play two engine programs against each other, every move judged" },
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };

static const char usage_head[] =
	"Usage: arbiter COMMAND [OPTION]... [FILE]...\n"
	"Referee board-game records under regional rule variants.\n"
	"\n"
	"Commands:\n";
static const char usage_tail[] =
	"\n"
	"  -h, --help      show this help and exit\n"
	"  -v, --version   show the version and exit\n"
	"\n"
	"'arbiter COMMAND --help', or 'arbiter help COMMAND', tells more about each\n"
	"command.\n"
	"Exit status: 0 all records valid, 1 some record illegal or mismatched,\n"
	"2 usage error, unreadable input or bad variant file.\n";

static void usage(FILE *f)
{
	fputs(usage_head, f);
	for (size_t i = 0; i < NCOMMANDS; i++)
		fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].what);
	fputs(usage_tail, f);
}

/* Every command's output reaches standard output through its buffer: a
 * write that failed, at any time or at the final flush and close, is said
 * once here, and the run fails with 2 whatever the command found. */
static int finish(int status)
{
	int failed = ferror(stdout) != 0;

	errno = 0;
	if (fflush(stdout) != 0 || fclose(stdout) != 0)
		failed = 1;
	if (failed) {
		if (!errno) /* the write that failed said why, before this flush */
			errno = streams_out_error();
		fprintf(stderr, "arbiter: write error on standard output%s%s\n", errno ? ": " : "",
			errno ? strerror(errno) : "");
		return 2;
	}
	return status;
}

/* An argument that reads as an option and is a file's name here: a shell
 * pattern (arbiter validate *) in a folder holding a file named
 * --variant=x.yaml or --follow-links would hand the folder the choice of
 * rules and links. Refused, with the way out (--); said, 1. */
static int option_named_file(int argc, char **argv)
{
	struct stat st;
	char shown[256];

	for (int i = 2; i < argc && strcmp(argv[i], "--"); i++)
		if (argv[i][0] == '-' && argv[i][1] && lstat(argv[i], &st) == 0) {
			plain_value(shown, sizeof shown, argv[i]);
			fprintf(stderr, "arbiter: %s: '%s' reads as an option, and a file here has "
				"that name (a shell pattern's?): give the names of files after --, "
				"as in 'arbiter %s -- *'\n", argv[1], shown, argv[1]);
			return 1;
		}
	return 0;
}

int main(int argc, char **argv)
{
	const char *names[NCOMMANDS + 1], *near;
	char shown[512];
	struct stat st;

	progress_init();
	out_no_size_signal(); /* past a file-size limit, a write fails and is said */
	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") ||
	    (!strcmp(argv[1], "help") && argc == 2)) {
		usage(stdout);
		return finish(0);
	}
	if (!strcmp(argv[1], "help") && argc == 3) { /* help COMMAND: the command's --help */
		static char help[] = "--help";
		char *args[] = { argv[2], help, NULL };
		for (size_t i = 0; i < NCOMMANDS; i++)
			if (!strcmp(argv[2], commands[i].name))
				return finish(commands[i].run(2, args));
		argv++; /* no such command: said as one */
	} else if (!strcmp(argv[1], "help") && argc > 3) {
		fputs("arbiter: help: give one command (arbiter help validate)\n"
		      "Try 'arbiter --help' for more information.\n", stderr);
		return 2;
	}
	if (!strcmp(argv[1], "-v") || !strcmp(argv[1], "--version")) {
		printf("arbiter %s\n", PACKAGE_VERSION);
		return finish(0);
	}
	for (size_t i = 0; i < NCOMMANDS; i++) {
		if (!strcmp(argv[1], commands[i].name)) {
			if (option_named_file(argc, argv))
				return 2;
			return finish(commands[i].run(argc - 1, argv + 1));
		}
		names[i] = commands[i].name;
	}
	names[NCOMMANDS] = NULL;
	near = edit_suggest(argv[1], names, 2); /* a misspelling, or the start of one */
	plain_value(shown, sizeof shown, argv[1]);
	if (argv[1][0] == '-')
		fprintf(stderr, "arbiter: '%s' is not a command: options come after the command "
			"(arbiter validate -V NAME FILE...)\n", shown);
	else if (!near && stat(argv[1], &st) == 0)
		fprintf(stderr, "arbiter: '%s' is not a command: to referee the records it holds, "
			"name a command first (arbiter validate %s)\n", shown, shown);
	else
		fprintf(stderr, "arbiter: '%s' is not a command%s%s%s\n", shown,
			near ? " (did you mean '" : "", near ? near : "", near ? "'?)" : "");
	fputs("Try 'arbiter --help' for more information.\n", stderr);
	return 2;
}
