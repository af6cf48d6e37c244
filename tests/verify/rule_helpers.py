"""Building rules in tests from plain lists (shared by the verify tests)."""

from __future__ import annotations

import json

from verified_opt.rules.format import Rule, parse_rules


def node(op, inputs, outputs=("y",), **attrs) -> dict:
    d = {"op": op, "inputs": list(inputs), "outputs": list(outputs)}
    if attrs:
        d["attrs"] = attrs
    return d


def rule_of(inputs, src_nodes, src_out, dst_nodes, dst_out, name="r", dtypes=None) -> Rule:
    obj = {"name": name, "inputs": inputs, "src": {"nodes": src_nodes, "outputs": src_out},
           "dst": {"nodes": dst_nodes, "outputs": dst_out}}
    if dtypes:
        obj["dtypes"] = dtypes
    (r,) = parse_rules(json.dumps({"rules": [obj]}), "test.json")
    return r
