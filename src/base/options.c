#include "base/options.h"

#include <string.h>
#include <yaml.h>

static yaml_node_t *yn(vnode n)
{
	return n.node;
}

vnode_kind vnode_type(vnode n)
{
	if (!n.node)
		return VN_NONE;
	switch (yn(n)->type) {
	case YAML_SCALAR_NODE: return VN_SCALAR;
	case YAML_SEQUENCE_NODE: return VN_SEQ;
	case YAML_MAPPING_NODE: return VN_MAP;
	default: return VN_NONE;
	}
}

const char *vnode_str(vnode n)
{
	return vnode_type(n) == VN_SCALAR ? (const char *)yn(n)->data.scalar.value : NULL;
}

size_t vnode_len(vnode n)
{
	if (vnode_type(n) == VN_MAP)
		return (size_t)(yn(n)->data.mapping.pairs.top - yn(n)->data.mapping.pairs.start);
	if (vnode_type(n) != VN_SEQ)
		return 0;
	return (size_t)(yn(n)->data.sequence.items.top - yn(n)->data.sequence.items.start);
}

vnode vnode_key(vnode n, size_t i)
{
	vnode r = { n.doc, NULL, n.file };

	if (vnode_type(n) == VN_MAP && i < vnode_len(n))
		r.node = yaml_document_get_node(n.doc, yn(n)->data.mapping.pairs.start[i].key);
	return r;
}

vnode vnode_at(vnode n, size_t i)
{
	vnode r = { n.doc, NULL, n.file };

	if (i < vnode_len(n))
		r.node = yaml_document_get_node(n.doc, yn(n)->data.sequence.items.start[i]);
	return r;
}

vnode vnode_get(vnode n, const char *key)
{
	vnode r = { n.doc, NULL, n.file };
	yaml_node_pair_t *p;

	if (vnode_type(n) != VN_MAP)
		return r;
	for (p = yn(n)->data.mapping.pairs.start; p < yn(n)->data.mapping.pairs.top; p++) {
		vnode k = { n.doc, yaml_document_get_node(n.doc, p->key), n.file };
		const char *s = vnode_str(k);
		if (s && strcmp(s, key) == 0) {
			r.node = yaml_document_get_node(n.doc, p->value);
			return r;
		}
	}
	return r;
}

void vnode_locate(vnode n, diag *d)
{
	if (n.node)
		diag_at(d, n.file, (long)yn(n)->start_mark.line + 1,
			(long)yn(n)->start_mark.column + 1);
	else
		diag_at(d, n.file, 0, 0);
}
