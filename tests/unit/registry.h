/* For the unit tests that load variants: one registry of the tree's
 * variants for the whole group, made and freed by the group's fixtures. */
#ifndef ARB_UNIT_REGISTRY_H
#define ARB_UNIT_REGISTRY_H

#include "core/variant.h"

static var_registry *reg;

static int setup(void **state)
{
	(void)state;
	reg = var_registry_new();
	return reg ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	var_registry_free(reg);
	return 0;
}

#endif
