/* fuzz_variant: a libFuzzer target for the variant loader (YAML, the
 * schema, extends, boards): the bytes are a variant file that may extend the
 * shipped ones. Built and run by tests/fuzz/run; not part of the test suite. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "core/variant.h"

static char path[64];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	snprintf(path, sizeof path, "/tmp/arbiter-fuzz-%ld.yaml", (long)getpid());
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	var_registry *reg = var_registry_new();
	FILE *f = fopen(path, "wb");
	diag d;

	if (!reg || !f)
		abort();
	fwrite(data, 1, size, f);
	fclose(f);
	var_find(reg, path, &d);
	var_registry_free(reg);
	return 0;
}
