#include "base/options.h"

#include <string.h>

#include "base/yamldoc.h"

static const ynode *yn(vnode n)
{
	return n.node;
}

/* Child i of a collection: for a mapping, its keys and values in turn. */
static vnode kid(vnode n, size_t i)
{
	const ydoc *doc = n.doc;
	vnode r = { n.doc, &doc->node[doc->kid[yn(n)->at + i]], n.file };

	return r;
}

vnode_kind vnode_type(vnode n)
{
	return n.node ? (vnode_kind)yn(n)->kind : VN_NONE;
}

const char *vnode_str(vnode n)
{
	return vnode_type(n) == VN_SCALAR ? ((const ydoc *)n.doc)->text + yn(n)->at : NULL;
}

size_t vnode_len(vnode n)
{
	return vnode_type(n) == VN_MAP || vnode_type(n) == VN_SEQ ? yn(n)->n : 0;
}

vnode vnode_key(vnode n, size_t i)
{
	vnode r = { n.doc, NULL, n.file };

	return vnode_type(n) == VN_MAP && i < vnode_len(n) ? kid(n, 2 * i) : r;
}

vnode vnode_value(vnode n, size_t i)
{
	vnode r = { n.doc, NULL, n.file };

	return vnode_type(n) == VN_MAP && i < vnode_len(n) ? kid(n, 2 * i + 1) : r;
}

/* (Of a mapping, as it always was: item i is key i / 2 or its value.) */
vnode vnode_at(vnode n, size_t i)
{
	vnode r = { n.doc, NULL, n.file };

	return i < vnode_len(n) ? kid(n, i) : r;
}

vnode vnode_get(vnode n, const char *key)
{
	vnode r = { n.doc, NULL, n.file };
	size_t len = vnode_len(n);

	if (vnode_type(n) != VN_MAP)
		return r;
	for (size_t i = 0; i < len; i++) {
		const char *s = vnode_str(kid(n, 2 * i));
		if (s && strcmp(s, key) == 0)
			return kid(n, 2 * i + 1);
	}
	return r;
}

void vnode_locate(vnode n, diag *d)
{
	if (n.node)
		diag_at(d, n.file, (long)yn(n)->line + 1, (long)yn(n)->col + 1);
	else
		diag_at(d, n.file, 0, 0);
}
