"""generator/load/yaml.py: plain scalars resolve as YAML 1.2's core schema, and the loader's own fast
`resolve` gives every node the tag PyYAML's BaseResolver.resolve gives it with the same resolvers."""
from __future__ import annotations

import yaml

from generator.load.yaml import _Loader, parse_yaml

VALUES = ["", "~", "null", "Null", "NULL", "nil", "true", "True", "TRUE", "false", "tRUE", "yes", "no", "on", "off",
          "0", "7", "-3", "+4", "010", "1:30", "3.5", ".5", "5.", "1e3", "-2.5E-2", ".inf", "-.Inf", ".NaN", ".nan",
          "1,000", "0x1F", "0o7", "Galatia", "n", "N", "t", "-", "+", ".", "12 cards", "e3", "d6"]


def test_the_fast_resolve_gives_the_tags_of_pyyamls_own():
    loader = _Loader("")
    try:
        for value in VALUES:
            for implicit in ((True, False), (False, True), (False, False)):
                assert loader.resolve(yaml.ScalarNode, value, implicit) == \
                    yaml.resolver.BaseResolver.resolve(loader, yaml.ScalarNode, value, implicit), (value, implicit)
        for kind in (yaml.SequenceNode, yaml.MappingNode):
            assert loader.resolve(kind, None, (True, False)) == \
                yaml.resolver.BaseResolver.resolve(loader, kind, None, (True, False))
    finally:
        loader.dispose()


def test_plain_scalars_read_as_yaml_1_2_core_schema():
    text = ("a: true\nb: no\nc: on\nd: 1:30\nf: 7\ng: -2.5\nh: ~\ni:\nj: '7'\nl: Null\n"
            "m: [1, x, false]\n")
    data, _, problems = parse_yaml(text, "g.yaml")
    assert problems == []
    assert data == {"a": True, "b": "no", "c": "on", "d": "1:30", "f": 7, "g": -2.5, "h": None, "i": None,
                    "j": "7", "l": None, "m": [1, "x", False]}


def test_a_merge_key_takes_the_keys_a_mapping_does_not_set_itself():
    # `<<: *base` (pathways' worked examples share their board this way): the keys of the anchored mapping(s),
    # each at the line it was written, the mapping's own keys winning; a '<<' that is quoted is a plain key
    text = ("a: &x {p: 1, q: 2}\nb: {<<: *x, q: 3}\nc:\n  <<: [*x, {r: 4}]\n  p: 9\ne: {\"<<\": 1}\n")
    data, source, problems = parse_yaml(text, "g.yaml")
    assert data["b"] == {"q": 3, "p": 1} and data["c"] == {"p": 9, "q": 2, "r": 4} and data["e"] == {"<<": 1}
    assert problems == []
    assert [(source[k].line, source[k].col) for k in (("b", "p"), ("b", "q"), ("c", "q"), ("c", "r"))] == [
        (1, 8), (2, 13), (1, 14), (4, 13)]
    # PyYAML's own loader reads the same values
    assert yaml.safe_load(text)["c"] == data["c"]


def test_a_merge_key_of_no_mapping_is_a_located_error():
    data, _, problems = parse_yaml("a: 1\nd: {<<: 5}\n", "g.yaml")
    assert [(p.rule, p.loc.line, p.loc.col, p.message) for p in problems] == [
        ("YAML001", 2, 5, "invalid YAML: a merge key '<<' takes a mapping (`<<: *name`) or a list of them")]
