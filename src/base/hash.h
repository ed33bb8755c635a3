/* hash.h: a name's hash (FNV-1a over its bytes), for the tables that find
 * a name at once: the rule set folders' files, a YAML file's anchors, the
 * standings' players. */
#ifndef ARB_HASH_H
#define ARB_HASH_H

#include <stdint.h>

static inline uint64_t hash_name(const char *s)
{
	uint64_t h = 0xcbf29ce484222325u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3u;
	return h;
}

#endif
