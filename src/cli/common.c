#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "core/report.h"
#include "formats/tagged.h"

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "arbiter: %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'arbiter %s --help' for more information.\n", cmd);
	return 2;
}

int cli_bad_option(const char *cmd, char **argv, int c)
{
	const char *opt = argv[optind - 1];

	if (c == ':')
		return cli_usage_error(cmd, "option '%s' needs a value", opt);
	if (optopt && strncmp(opt, "--", 2) != 0)
		return cli_usage_error(cmd, "unknown option '-%c'", optopt);
	return cli_usage_error(cmd, "unknown option '%s'", opt);
}

variant *cli_variant(var_registry *reg, const char *name)
{
	diag d;
	variant *v = var_find(reg, name, &d);

	if (!v)
		rep_diag(stderr, &d, NULL, 0, 0);
	return v;
}

FILE *cli_open(const char *path)
{
	struct stat st;
	FILE *f;

	if (strcmp(path, "-") == 0)
		return stdin;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		fprintf(stderr, "arbiter: %s: is a folder (give the files in it, as %s/*.pgn)\n", path,
			path);
		return NULL;
	}
	if (!(f = fopen(path, "rb")))
		fprintf(stderr, "arbiter: %s: cannot open: %s\n", path, strerror(errno));
	return f;
}

void cli_close(FILE *f)
{
	if (f && f != stdin)
		fclose(f);
}

int cli_each_record(int nfiles, char **files, cli_record_fn fn, void *arg)
{
	static char *const dash[] = { "-" };
	int status = 0;
	record rec = { 0 };

	if (nfiles == 0) {
		nfiles = 1;
		files = (char **)dash;
	}
	for (int i = 0; i < nfiles; i++) {
		const char *name = strcmp(files[i], "-") == 0 ? "<stdin>" : files[i];
		FILE *f = cli_open(files[i]);
		tagged_reader *rd;
		diag d;
		int r;

		if (!f) {
			status = 2;
			continue;
		}
		if (!(rd = tagged_open(f, name))) {
			fprintf(stderr, "arbiter: out of memory\n");
			cli_close(f);
			rec_free(&rec);
			return 2;
		}
		while ((r = tagged_read(rd, &rec, &d)) != 0) {
			if (r == -2) {
				fprintf(stderr, "arbiter: %s: %s\n", name, d.msg);
				status = 2;
				break;
			}
			fn(&rec, r < 0 ? &d : NULL, arg);
		}
		tagged_close(rd);
		cli_close(f);
	}
	rec_free(&rec);
	return status;
}
