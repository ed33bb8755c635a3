/* fuzz_cli: a libFuzzer target for every record reader and what runs after
 * it. The first byte picks a command and a target notation; the rest is
 * written to a file that `arbiter validate`, `convert` or `show` (text or SVG) reads, so
 * the readers (tagged, flat, JSON Lines, .mat, SGF, Ludii's trials,
 * GoldToken's lists), the referee of every
 * game and the writers all see the mutated bytes. Built and run by
 * tests/fuzz/run; not part of the test suite. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli/cli.h"

static const char *const targets[] = { "algebraic", "algebraic-separate", "playok", "json",
				       "openspiel", "gamesman", "sanmill-old", "goldtoken", "ludii",
				       "global", "board-cell", "codingame", "index", "keypad",
				       "mat", "sgf" };
enum { NTARGETS = sizeof targets / sizeof targets[0] };

static char path[64];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	snprintf(path, sizeof path, "/tmp/arbiter-fuzz-%ld", (long)getpid());
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *f;
	unsigned pick;

	if (size < 1)
		return 0;
	pick = data[0];
	if (!(f = fopen(path, "wb")))
		abort();
	fwrite(data + 1, 1, size - 1, f);
	fclose(f);
	switch (pick % 4) {
	case 0: {
		char *argv[] = { "validate", path, NULL };
		cmd_validate(2, argv);
		break;
	}
	case 1: {
		char *argv[] = { "validate", "--json", path, NULL };
		cmd_validate(3, argv);
		break;
	}
	case 2: {
		char *argv[] = { "convert", "-t", (char *)targets[(pick / 4) % NTARGETS], path, NULL };
		cmd_convert(4, argv);
		break;
	}
	default: { /* the text diagram, or (every other pick) the SVG picture */
		char ply[16];
		char *argv[] = { "show", "--ply", ply, path, "--svg", NULL };
		snprintf(ply, sizeof ply, "%u", pick / 8 % 32 + 1);
		cmd_show(pick / 4 % 2 ? 5 : 4, argv);
		break;
	}
	}
	return 0;
}
