/* arbiter validate: referee every record, report each verdict. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "core/referee.h"
#include "core/report.h"

static const char usage[] =
	"Usage: arbiter validate [OPTION]... [FILE]...\n"
	"Replay every record under its rule set: report the first illegal move,\n"
	"how the game ended, and whether the record's claimed result is right.\n"
	"With no FILE, or when FILE is -, read standard input.\n"
	"\n"
	"  -V, --variant=NAME    referee under this rule set (a name or a .yaml file);\n"
	"                        default: the record's [Variant] tag, else " ARB_FALLBACK_VARIANT "\n"
	"  -n, --notation=NAME   read moves in this notation (morris: algebraic, playok);\n"
	"                        default: the [Notation] tag, PlayOK's [Site], else algebraic\n"
	"      --json            one JSON object per record (JSON Lines)\n"
	"  -q, --quiet           print only the errors and the summary\n"
	"  -h, --help            show this help and exit\n"
	"\n"
	"Exit status: 0 all records valid, 1 some record illegal or mismatched,\n"
	"2 usage error, unreadable input or bad variant file.\n";

typedef struct run {
	referee ref;
	report rep;
} run;

static void one(const record *rec, const diag *unreadable, void *arg)
{
	run *r = arg;
	verdict v;

	if (unreadable) {
		memset(&v, 0, sizeof v);
		v.status = ST_UNREADABLE;
		v.has_error = 1;
		v.claimed = -1;
		v.result = RES_NONE;
		v.termination = "unfinished";
		v.err = *unreadable;
	} else {
		ref_judge(&r->ref, rec, NULL, &v);
		if (r->ref.done.active) /* this record ended the match before it */
			rep_match(&r->rep, &r->ref.done);
	}
	rep_record(&r->rep, rec, &v);
}

int cmd_validate(int argc, char **argv)
{
	static const struct option longs[] = {
		{ "variant", required_argument, NULL, 'V' },
		{ "notation", required_argument, NULL, 'n' },
		{ "json", no_argument, NULL, 'j' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *vname = NULL, *notation = NULL;
	run r = { .rep = { .out = stdout, .err = stderr } };
	var_registry *reg;
	variant *v = NULL;
	int c, status;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":V:n:qh", longs, NULL)) != -1) {
		switch (c) {
		case 'V': vname = optarg; break;
		case 'n': notation = optarg; break;
		case 'j': r.rep.json = 1; break;
		case 'q': r.rep.quiet = 1; break;
		case 'h': fputs(usage, stdout); return 0;
		default: return cli_bad_option("validate", argv, c);
		}
	}
	if (!(reg = var_registry_new()))
		return fputs("arbiter: out of memory\n", stderr), 2;
	if (vname && !(v = cli_variant(reg, vname))) {
		var_registry_free(reg);
		return 2;
	}
	if (v && notation && cli_check_notation("validate", v, notation)) {
		var_registry_free(reg);
		return 2;
	}
	ref_init(&r.ref, reg, v, ARB_FALLBACK_VARIANT, cli_move_notation(notation));
	status = cli_each_record(argc - optind, argv + optind, notation, one, &r);
	ref_finish(&r.ref);
	if (r.ref.done.active)
		rep_match(&r.rep, &r.ref.done);
	rep_summary(&r.rep);
	ref_free(&r.ref);
	var_registry_free(reg);
	if (fflush(stdout) || ferror(stdout))
		return fputs("arbiter: write error on standard output\n", stderr), 2;
	return status ? status : rep_status(&r.rep);
}
