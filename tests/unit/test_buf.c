/* Buffers and diagnostics. */
#include "unit.h"

#include <string.h>

#include "base/buf.h"
#include "base/diag.h"

static void grows(void **st)
{
	buf b = { 0 };
	(void)st;
	for (int i = 0; i < 1000; i++)
		assert_int_equal(buf_printf(&b, "%d,", i), 0);
	assert_int_equal(strncmp(b.p, "0,1,2,", 6), 0);
	assert_int_equal(b.p[b.len], '\0');
	buf_clear(&b);
	assert_int_equal(b.len, 0);
	assert_true(b.cap > 0); /* kept for the next record */
	buf_free(&b);
	assert_null(b.p);
}

static void diagnostics(void **st)
{
	diag d;
	char long_token[200];
	(void)st;
	diag_clear(&d);
	assert_int_equal(diag_set(&d, "occupied", "%s is occupied", "d4"), -1);
	diag_at(&d, "a.pgn", 12, 9);
	assert_string_equal(d.msg, "d4 is occupied");
	assert_string_equal(d.file, "a.pgn");
	memset(long_token, 'x', sizeof long_token);
	diag_token(&d, long_token, sizeof long_token);
	assert_int_equal(strlen(d.token), sizeof d.token - 1);
	assert_string_equal(d.token + strlen(d.token) - 3, "...");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(grows),
		cmocka_unit_test(diagnostics),
	};
	return cmocka_run_group_tests_name("buf", tests, NULL, NULL);
}
