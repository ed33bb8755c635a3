# a rule set that is an empty mapping ({}), and one whose rules are: the
# first names nothing, the second takes every rule's default
$ arbiter variants check tests/data/variants/bad/empty-map.yaml tests/data/variants/empty-rules.yaml
? 2
> tests/data/variants/empty-rules.yaml: empty-rules, a morris variant: OK
! arbiter: tests/data/variants/bad/empty-map.yaml:1:1: the variant has no name: key
