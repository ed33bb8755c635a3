/* Shared by the unit tests: cmocka, and where the test data lives. */
#ifndef ARB_UNIT_H
#define ARB_UNIT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

/* $SRCDIR (set by make check) or the current folder. */
static inline const char *unit_srcdir(void)
{
	const char *s = getenv("SRCDIR");
	return s && *s ? s : ".";
}

static inline void unit_path(char *out, size_t n, const char *rel)
{
	snprintf(out, n, "%s/%s", unit_srcdir(), rel);
}

#endif
