/* arbiter validate: referee every record, report each verdict; with -j on
 * several threads (jobs.c), with --part only a part of the input. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "cli/streams.h"
#include "cli/validate.h"

static const char usage[] =
	"Usage: arbiter validate [OPTION]... [FILE]...\n"
	"Replay every record under its rule set: report the first illegal move,\n"
	"how the game ended, and whether the record's claimed result is right.\n"
	"With no FILE, or when FILE is -, read standard input.\n"
	"\n"
	"  -V, --variant=NAME    referee under this rule set (a name or a .yaml file);\n"
	"                        default: the record's [Variant] tag, else " ARB_FALLBACK_VARIANT "\n"
	"  -n, --notation=NAME   read moves in this notation (the list below); default:\n"
	"                        the [Notation] tag or what the tags imply, else the\n"
	"                        game's first\n"
	"      --json            one JSON object per record (JSON Lines)\n"
	"  -j, --jobs=N          referee on N threads (default 1): small files whole,\n"
	"                        the records of large ones in batches; the report\n"
	"                        is the same as with one\n"
	"      --part=K/N        referee only the K-th of N parts of the named files,\n"
	"                        cut at records (a match stays whole) and of about\n"
	"                        equal size; the N parts' reports, one after the\n"
	"                        other, are the report of the whole (see summarize)\n"
	"  -q, --quiet           print only the errors and the summary (with --json:\n"
	"                        every record, and no summary)\n"
	"      --summary=WHAT    total (the default): one summary line at the end;\n"
	"                        files: one after each file too, then the total\n"
	WALK_HELP
	"  -h, --help            show this help and exit\n"
	"\n"
	"Exit status: 0 all records valid, 1 some record illegal or mismatched,\n"
	"2 usage error, unreadable input or bad variant file.\n";

/* The part (0 to n-1) that a byte of the input falls in. */
static long part_at(const cut *c, double at)
{
	long p = c->total > 0 ? (long)(at * (double)c->n / c->total) : 0;
	return p < c->n ? p : c->n - 1;
}

/* The part (0 to n-1) a record belongs to: where it starts, counted as the
 * records' lengths add up, but never past the end of its file, so that a
 * file's records fall in the parts its bytes do. A match is whole in the
 * part of its first game, and so is an unreadable record after one of its
 * games: an unreadable record ends no match, so one thread says it before
 * the match ends, and so must the part. */
static long part_of(cut *c, const record *rec, int unreadable)
{
	char id[32];
	long p = part_at(c, c->end > c->done && c->at >= c->end ? c->end - 1 : c->at);

	c->at += rec->text.len + 1.0;
	if (unreadable && c->mfile && c->mfile == rec->file)
		return c->mpart;
	if (rec_head(rec, H_MATCH, id, sizeof id)) {
		long last = c->mgame;
		c->mgame = rec_head_long(rec, H_GAME, -1);
		if (c->mfile == rec->file && !strcmp(c->mid, id) && rec_game_follows(rec, last))
			return c->mpart;
		c->mfile = rec->file;
		snprintf(c->mid, sizeof c->mid, "%s", id);
		c->mpart = p;
		return p;
	}
	c->mfile = NULL;
	return p;
}

/* --part: a file with no byte in this part is not read (an empty one
 * belongs to the part where it stands); it still ends, as a file with none
 * of this part's records. */
static int part_claim(const char *path, int fd, double size, void *arg)
{
	run *r = arg;
	cut *c = &r->part;
	(void)fd;
	long first = part_at(c, c->done), last = part_at(c, size > 0 ? c->done + size - 1 : c->done);

	c->end = c->done + size;
	if (first <= c->k - 1 && c->k - 1 <= last)
		return 0;
	val_record(path, NULL, NULL, r);
	return 1;
}

/* --part: a note of the walk (a file skipped) is said by the part where
 * the walk stands, the part of the next file's first byte: the N parts say
 * it once between them, where one run says it. */
static int part_note(void *arg)
{
	run *r = arg;

	return part_at(&r->part, r->part.done) == r->part.k - 1;
}

void val_window(void *arg, record *rec)
{
	run *r = arg;

	if (!r->windowed) {
		r->windowed = 1;
		ref_hold(r->ref);
		ref_start(r->ref, rec, NULL, &r->v);
	}
	ref_moves(r->ref, rec, &r->v);
	ref_drop(r->ref, rec, &r->v);
}

rec_taker val_taker(void *arg)
{
	const char *knob = getenv("ARBITER_WINDOW");

	return (rec_taker){ val_window, arg, knob ? strtoul(knob, NULL, 10) : 0, 0 };
}

void val_abandon(run *r)
{
	if (r->windowed)
		ref_release(r->ref);
	r->windowed = 0;
}

/* The end of a record judged in windows: its verdict, reported. */
static void windowed(run *r, const record *rec, const diag *unreadable)
{
	const ref_match *ended = NULL;

	r->windowed = 0;
	if (unreadable) {
		ref_unread(r->ref, rec, &r->v, unreadable);
	} else {
		ref_moves(r->ref, rec, &r->v);
		ended = ref_end(r->ref, rec, &r->v);
	}
	if (ended)
		rep_match(&r->rep, ended);
	rep_record(&r->rep, rec, &r->v);
}

int val_record(const char *file, const record *rec, const diag *unreadable, void *arg)
{
	run *r = arg;
	const ref_match *ended;
	verdict v;
	long p;

	if (rec && r->windowed) {
		windowed(r, rec, unreadable);
		return 0;
	}
	if (!rec) { /* the file is done: the match it leaves open ends here */
		val_abandon(r);
		if ((ended = ref_finish(r->ref)))
			rep_match(&r->rep, ended);
		rep_file_summary(&r->rep, file);
		if (r->part.n) { /* where the next file starts, whatever was passed over here */
			struct stat st;
			if (r->part.end >= 0) /* its size, as offered to part_claim */
				r->part.done = r->part.end;
			else
				r->part.done += stat(file, &st) == 0 && S_ISREG(st.st_mode) ?
							(double)st.st_size : 0;
			r->part.at = r->part.done;
			r->part.end = -1;
			r->part.mfile = NULL;
		}
		return 0;
	}
	if (r->part.n && (p = part_of(&r->part, rec, unreadable != NULL)) != r->part.k - 1) {
		/* a later part's record: the rest of the file is later parts' too,
		 * and the match this part left open ends with the file */
		if (p > r->part.k - 1)
			return 1;
		/* an earlier part's record: it still closes a match, and comes
		 * before the next */
		if (!unreadable && (ended = ref_pass(r->ref, rec)))
			rep_match(&r->rep, ended);
		return 0;
	}
	if (unreadable)
		ref_unread(r->ref, rec, &v, unreadable);
	else if ((ended = ref_judge(r->ref, rec, NULL, &v)))
		rep_match(&r->rep, ended); /* this record ended the match before it */
	rep_record(&r->rep, rec, &v);
	return 0;
}

/* --part K/N into part: 0, or 2 said. */
static int part_arg(cut *part, const char *arg)
{
	char *slash, *end = NULL;

	part->k = strtol(arg, &slash, 10);
	if (*slash == '/')
		part->n = strtol(slash + 1, &end, 10);
	if (*slash != '/' || *end || slash == arg || part->n < 1 || part->n > 1000000 ||
	    part->k < 1 || part->k > part->n)
		return cli_usage_error("validate", "--part wants K/N, a part K from 1 to N, "
				       "not '%s'", arg);
	return 0;
}

int cmd_validate(int argc, char **argv)
{
	static const struct option longs[] = {
		CLI_RULES_OPTIONS,
		CLI_WALK_OPTION,
		{ "json", no_argument, NULL, 'J' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "summary", required_argument, NULL, 's' },
		{ "part", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *vname = NULL, *notation = NULL;
	run r = { .rep = { .out = stdout, .err = stderr } };
	rec_taker take = val_taker(&r);
	cli_rules rules;
	cli_walk walk = { 0 };
	int c, status;
	long jobs = 1;
	char *end;

	optind = 1;
	opterr = 0;
	cli_once once = { "validate", ":V:n:j:qh", longs, "VnjsP", { 0 } };
	while ((c = getopt_long(argc, argv, once.opts, longs, NULL)) != -1) {
		if (cli_once_only(&once, c))
			return 2;
		switch (c) {
		case 'L': walk.follow_links = 1; break;
		case 'V': vname = optarg; break;
		case 'n': notation = optarg; break;
		case 'J': r.rep.json = 1; break;
		case 'j':
			jobs = strtol(optarg, &end, 10);
			if (*end || end == optarg || jobs < 1 || jobs > VAL_MAX_JOBS)
				return cli_usage_error("validate", "-j wants a number of threads "
							   "from 1 to %d, not '%s'",
							   VAL_MAX_JOBS, optarg);
			break;
		case 'q': r.rep.quiet = 1; break;
		case 's':
			if (strcmp(optarg, "total") && strcmp(optarg, "files"))
				return cli_usage_error("validate", "--summary is total or files, not "
							   "'%s'", optarg);
			r.rep.per_file = !strcmp(optarg, "files");
			break;
		case 'P':
			if (part_arg(&r.part, optarg))
				return 2;
			break;
		case 'h': fputs(usage, stdout); cli_notations_help(stdout); return 0;
		default: return cli_bad_option("validate", argv, c);
		}
	}
	if (!r.rep.json)
		streams_text(); /* for people: what records hold is shown, not obeyed */
	streams_gather(); /* read once done: a message is not a write of its own */
	if (r.part.n) {
		if (jobs > 1)
			return cli_usage_error("validate", "--part and -j: a part runs on one core");
		int named = optind < argc;
		for (int i = optind; i < argc; i++)
			named &= strcmp(argv[i], "-") != 0;
		if (!named)
			return cli_usage_error("validate", "--part needs named files: standard "
						   "input cannot be cut");
		r.part.total = cli_input_bytes(argc - optind, argv + optind, &walk);
		r.part.end = -1;
		walk.note_here = part_note;
		walk.note_arg = &r;
	}
	if (cli_rules_open(&rules, "validate", vname, notation))
		return 2;
	if ((jobs = val_threads(jobs)) > 1) { /* a thread more than the cores takes turns */
		val_jobs j = { .jobs = (int)jobs, .vname = vname, .notation = notation, .walk = &walk,
			       .json = r.rep.json, .quiet = r.rep.quiet, .per_file = r.rep.per_file,
			       .rules = &rules }; /* this thread's; each worker loads its own */
		status = val_in_parallel(&j, argc - optind, argv + optind, &r.rep);
		rep_summary(&r.rep); /* a failed write is said by main, at the last flush */
		return status ? status : rep_status(&r.rep);
	}
	if (!(r.ref = cli_referee(&rules))) {
		cli_rules_close(&rules);
		return 2;
	}
	take.spans = cli_notation_runs(notation);
	/* a match a file leaves open is reported at the end of that file (one says
	 * it), before the next, as with -j; --part counts a record whole: held whole */
	status = cli_each_input(argc - optind, argv + optind, notation, &walk, stderr,
				r.part.n ? part_claim : NULL, r.part.n ? NULL : &take, val_record, &r);
	rep_summary(&r.rep);
	rep_free(&r.rep);
	ref_free(r.ref);
	cli_rules_close(&rules);
	return status ? status : rep_status(&r.rep);
}
