#include "cli/ending.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* What the handler undoes: a signal handler can reach nothing else, so
 * this is state outside a struct, read as the signal comes. */
static char file[PATH_MAX + 16];
static volatile sig_atomic_t have_file;
static volatile pid_t groups[ENDING_GROUPS];
static int installed;

/* Every signal whose default is to end the program and that can be caught
 * (SIGXFSZ is ignored instead: out_no_size_signal). */
static const int deadly[] = {
	SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV,
	SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGXCPU, SIGVTALRM, SIGPROF, SIGIO, SIGSYS,
#ifdef SIGSTKFLT
	SIGSTKFLT,
#endif
#ifdef SIGPWR
	SIGPWR,
#endif
};

/* Installed with SA_RESETHAND | SA_NODEFER: the raise ends the program
 * with the signal's own default. */
static void on_signal(int sig)
{
	int e = errno;

	if (have_file)
		unlink(file);
	for (int i = 0; i < ENDING_GROUPS; i++)
		if (groups[i] > 0)
			kill(-groups[i], SIGKILL);
	errno = e;
	raise(sig);
}

/* One signal: caught while on, unless it was ignored when the program
 * started: that stays so. */
static void watch_one(int sig, int on)
{
	struct sigaction sa, old;

	if (sigaction(sig, NULL, &old) || old.sa_handler == SIG_IGN)
		return;
	if (!on && old.sa_handler != on_signal)
		return; /* (SIGPIPE ignored by match stays so) */
	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on ? on_signal : SIG_DFL;
	sa.sa_flags = on ? SA_RESETHAND | SA_NODEFER : 0;
	sigaction(sig, &sa, NULL);
}

/* The handler in place while there is anything to undo, and only then. */
static void watch(void)
{
	int want = have_file;

	for (int i = 0; i < ENDING_GROUPS; i++)
		want |= groups[i] > 0;
	if (want == installed)
		return;
	installed = want;
	for (size_t i = 0; i < sizeof deadly / sizeof deadly[0]; i++)
		watch_one(deadly[i], want);
#ifdef SIGRTMIN
	for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++)
		watch_one(sig, want);
#endif
}

void ending_file(const char *tmp)
{
	have_file = 0;
	if (tmp) {
		snprintf(file, sizeof file, "%s", tmp);
		have_file = 1;
	}
	watch();
}

void ending_group(int slot, pid_t pgid)
{
	if (slot >= 0 && slot < ENDING_GROUPS) {
		groups[slot] = pgid;
		watch();
	}
}
