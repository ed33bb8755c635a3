# an alias to no anchor, or an anchor given twice, is a YAML syntax error at
# it; a second document is not read, but is held to the limits of nesting
$ arbiter variants check tests/data/variants/anchors.yaml tests/data/variants/bad/undefined-alias.yaml tests/data/variants/bad/duplicate-anchor.yaml tests/data/variants/bad/second-document-deep.yaml
? 2
> tests/data/variants/anchors.yaml: anchors, a morris variant: OK
! arbiter: tests/data/variants/bad/undefined-alias.yaml:4:9: YAML syntax: found undefined alias
! arbiter: tests/data/variants/bad/duplicate-anchor.yaml:3:9: YAML syntax: second occurrence found duplicate anchor; first occurrence
! arbiter: tests/data/variants/bad/second-document-deep.yaml:4:23: mappings and lists nested more than 16 deep
