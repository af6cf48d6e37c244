"""`vopt audit` of a derivation step: nothing in the report is trusted that can be recomputed.

1. The operator, as the report stores it (NodeProto and input shapes), lowers to the first
   step's `before` (derive/lower.py, tested against ONNX Runtime). A multi-node pattern
   (a banded product: the matched nodes alone with their constant tables, `pattern`) must be
   found again as one G2BMM or GBMM over all its nodes (derive/patterns.py: the tables
   checked element by element), run by ONNX Runtime on random integers equal to that
   expression exactly, and that expression is the first step's `before`.
2. The steps chain: each step's `after` is the next one's `before`; the last is `final`.
3. Every step's certificate is rechecked (derive/certificate.py: every obligation rebuilt from
   before, after and witness and compared byte for byte, re-solved, both sides re-evaluated
   exactly on fresh random integers).
   A derivation without steps is the operator as one eOperator (kept when tuning made it
   faster than ONNX Runtime's): its `final` is the operator's lowering itself.
4. `final` is instantiated again, its eOperators with the tuned schedules the report lists
   (and Gather matched or not, as the report says), and run against its exact value on
   random integers.
The rewritten model itself is traced (its nodes carry the derivation's id), rebuilt with this
instantiation spliced in (audit/replay.py) and rerun end to end by the audit around this.

5. `recheck_folding`: the instantiation is built again from the weights of the model the
   steps before it rebuild (audit/replay.py) and its constant parts folded again (backends/constant_fold.py, the same executor); the initializers
   it makes must be the ones the report lists (nodes, constants read, SHA-256) and, bit for bit, the
   ones the rewritten model holds. A 1-ulp change to a folded weight passes the end-to-end
   check's tolerance; it does not pass this.
6. `recheck_tier`: the float contract measured again (check/float_tier.py) on the replaced
   operator (or the pattern's nodes) and that instantiation; it must be the one stated.
"""

from __future__ import annotations

import base64
import json
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import onnx
from google.protobuf.message import DecodeError

from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive.certificate import recheck_step
from verified_opt.derive.expr import ExprError, Scope, from_json, to_json
from verified_opt.derive.lower import lower_node
from verified_opt.errors import VoptError, one_line

if TYPE_CHECKING:
    from verified_opt.ir.graph import Graph


def _same(a: dict, b: dict) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def recheck_derivation(doc: dict, solvers: tuple[str, ...] = ("z3",), timeout_ms: int = 30_000,
                       seed: int = 7) -> tuple[bool, str]:
    if not isinstance(doc, dict) or doc.get("schema") != "verified_opt.derivation/1":
        return False, "not a verified_opt.derivation/1 document"
    steps = doc.get("steps")
    if not isinstance(steps, list) or not all(isinstance(st, dict) for st in steps):
        return False, "a derivation without a list of steps (objects)"
    constants = doc.get("constants") or []
    if not isinstance(constants, list) or not all(isinstance(c, str) for c in constants):
        return False, "constants is not a list of tensor names"
    try:
        source = _source(doc)
        final = from_json(doc["final"])
    except (VoptError, ExprError, KeyError, TypeError, ValueError, DecodeError,
            zlib.error) as e:
        return False, f"the derivation cannot be rebuilt: {one_line(e, 200)}"
    op, lowered = source.op, source.root
    if op != doc.get("op"):
        return False, f"the stored operator is {op}, the step says {doc.get('op')}"
    checked = ""
    if source.check is not None:
        ok, checked = source.check()
        if not ok:
            return False, f"the stored {op} pattern does not compute its expression: {checked}"
    first = steps[0].get("before", {}) if steps else doc["final"]
    if not any(_same(to_json(r), first) for r in (lowered, *source.earlier)):
        # no steps: the operator as one (tuned) eOperator, its own lowering
        return False, (f"{op} does not lower to the first step's expression" if steps else
                       f"{op} does not lower to the instantiated expression")
    for k in range(len(steps) - 1):
        if not _same(steps[k].get("after", {}), steps[k + 1].get("before", {})):
            return False, f"step {k + 1}'s result is not step {k + 2}'s start"
    if steps and not _same(steps[-1].get("after", {}), doc["final"]):
        return False, "the last step's result is not the instantiated expression"
    for k, cert in enumerate(steps, start=1):
        r = recheck_step(cert, solvers, timeout_ms, seed=seed + k)
        if not r.ok:
            return False, f"derivation step {k} ({cert.get('rule')}): {r.message}"
    schedules = doc.get("schedules") or {}
    if not isinstance(schedules, dict) or not all(isinstance(v, str)
                                                  for v in schedules.values()):
        return False, "schedules is not a mapping of expressions to schedules"
    try:
        ok, why = check_instantiation(final, set(constants), seed=seed,
                                      library=bool(steps), schedules=schedules,
                                      gather=doc.get("gather", True) is not False,
                                      swap=_swapped(doc))
    except (VoptError, ExprError, ValueError) as e:
        ok, why = False, one_line(e, 200)
    if not ok:
        return False, f"the instantiation does not compute the final expression: {why}"
    lowers = (f"{op} lowers to the first" if source.check is None else
              f"the stored {op} pattern is the first (found again, {checked})")
    return True, (f"{len(steps)} derivation steps rechecked ({', '.join(solvers)}; exact "
                  f"evaluation), {lowers}, instantiation {why}")


@dataclass
class _Source:
    """What a derivation starts from, rebuilt from its document."""

    op: str
    root: Scope
    output: str
    prefix: str       # the instantiation's nodes are named after it (api/derivations.py)
    check: Callable[[], tuple[bool, str]] | None = None   # a pattern's run against root
    # the operator's other lowerings a report may start from: a Conv with kernel axes of
    # extent 1 as sums (lowered so before 2026-11-29; the same operator, proved the same way)
    earlier: tuple[Scope, ...] = ()


def _source(doc: dict) -> _Source:
    if "pattern" in doc:
        from verified_opt.derive.patterns import (
            KIND_OP,
            check_pattern,
            decode_pattern,
            whole_match,
            writer_name,
        )
        model = decode_pattern(doc["pattern"])
        match = whole_match(model)
        return _Source(KIND_OP[match.kind], match.expression(), match.output,
                       writer_name(model, match.output),
                       check=lambda: check_pattern(model, match))
    node = onnx.NodeProto()
    node.ParseFromString(base64.b64decode(doc["node_proto"]))
    shapes = {k: tuple(int(d) for d in v) for k, v in doc["shapes"].items()}
    root = lower_node(node, shapes)
    earlier = lower_node(node, shapes, unit_sums=True) if node.op_type == "Conv" else root
    return _Source(node.op_type, root, node.output[0], node.name or node.output[0],
                   earlier=(earlier,) if to_json(earlier) != to_json(root) else ())


def _swapped(doc: dict) -> bool:
    """Whether the report's MatMuls take their other operand order (api/derivations.Derived:
    "other"; a report from before the order was recorded has none: the fewest transposes)."""
    order = doc.get("matmul_order", "fewest transposes")
    if order not in ("fewest transposes", "other"):
        raise ValueError(f"unknown matmul_order {order!r}")
    return order == "other"


def _weights(doc: dict, before: Graph) -> tuple[dict[str, np.ndarray] | None, list[str]]:
    """The derivation's weights (`constants`) from the model as the steps before it left it
    (audit/replay.py rebuilds it; a weight an earlier step made is there): (weights, []), or
    (None, the names it lacks)."""
    names = list(doc.get("constants") or [])
    missing = [k for k in names if k not in before.initializers]
    if missing:
        return None, missing
    return {k: before.initializers[k] for k in names}, []


def _instantiated(doc: dict, source: _Source, weights: dict[str, np.ndarray]):
    """The report's final expression instantiated again over `weights`, as the pass did:
    (instantiation, folded initializers)."""
    from verified_opt.backends.constant_fold import instantiate_folded
    return instantiate_folded(from_json(doc["final"]), source.output, source.prefix, weights,
                              library=bool(doc.get("steps")),
                              schedules=doc.get("schedules") or None,
                              gather=doc.get("gather", True) is not False, swap=_swapped(doc))


def recheck_folding(doc: dict, before: Graph, optimized: Graph) -> tuple[bool, str, bool]:
    """(ok, message, rerun) for the derivation's folded initializers (module docstring, 5).
    The weights are read from `before`, the model as the steps before the derivation left it
    (audit/replay.py); a weight it lacks fails the step. A report that lists no folding passes
    only if none of the values the audit folds is an initializer of the rewritten model (its
    instantiation computes them at run time: a report from before folding, or a fold that
    failed)."""
    from verified_opt.backends.constant_fold import value_sha256
    listed = doc.get("folded") or []
    if not isinstance(listed, list) or not all(isinstance(f, dict) for f in listed):
        return False, "folded is not a list of records", True
    try:
        source = _source(doc)
        weights, missing = _weights(doc, before)
        if weights is None:
            return False, (f"the derivation reads the weights {missing}, which the model the "
                           "steps before it rebuild does not have"), True
        _, again = _instantiated(doc, source, weights)
    except (VoptError, ExprError, KeyError, TypeError, ValueError, DecodeError,
            zlib.error) as e:
        return False, f"the folding cannot be rebuilt: {one_line(e, 200)}", True
    if not listed and not any(f.initializer in optimized.initializers for f in again):
        return True, ("nothing folded: the instantiation's constant parts, if any, are "
                      "computed at run time"), True
    if [f.to_json() for f in again] != listed:
        made = ", ".join(f.initializer for f in again) or "none"
        said = ", ".join(str(f.get("initializer")) for f in listed) or "none"
        return False, (f"folding the instantiation again from the input model's weights "
                       f"makes {made} (nodes, sources or values differ from the report's "
                       f"{said})"), True
    for f in again:
        if f.initializer not in optimized.initializers:
            return False, f"the rewritten model has no folded initializer {f.initializer}", True
        if value_sha256(np.asarray(optimized.initializers[f.initializer])) != f.sha256:
            return False, (f"the rewritten model's folded initializer {f.initializer} is not "
                           "what folding computes from the input model's weights"), True
    return True, (f"{len(again)} folded initializers recomputed from the input model's "
                  "weights, equal bit for bit to the rewritten model's: "
                  + "; ".join(f.describe() for f in again)), True


def recheck_tier(doc: dict, stated: object, before: Graph) -> tuple[bool, str, bool]:
    """(ok, message, rerun): the derivation's float contract measured again
    (check/float_tier.py) on what it replaced (the operator with the weights of `before`, the
    model as the steps before it left it, or the pattern's nodes the report stores) and its
    instantiation rebuilt from the report; it must be the tier the step states."""
    from verified_opt.check.float_tier import measured_tier, same_tier
    from verified_opt.derive.instantiate import node_model, subgraph_model
    try:
        source = _source(doc)
        weights, missing = _weights(doc, before)
        if weights is None:
            return False, (f"the float contract cannot be measured again: the derivation "
                           f"reads the weights {missing}, which the model the steps before "
                           "it rebuild does not have"), True
        inst, _ = _instantiated(doc, source, weights)
        derived = subgraph_model(from_json(doc["final"]), inst, source.output, weights)
        if "pattern" in doc:
            from verified_opt.derive.patterns import decode_pattern
            replaced = decode_pattern(doc["pattern"])
        else:
            node = onnx.NodeProto()
            node.ParseFromString(base64.b64decode(doc["node_proto"]))
            shapes = {k: tuple(int(d) for d in v) for k, v in doc["shapes"].items()}
            consts = {k: before.initializers[k] for k in node.input
                      if k in before.initializers}
            replaced = node_model(node, shapes, consts, source.root.shape)
        tier, evidence = measured_tier(replaced, derived)
    except (VoptError, ExprError, KeyError, TypeError, ValueError, DecodeError,
            zlib.error) as e:
        return False, f"the float contract cannot be measured again: {one_line(e, 200)}", True
    return (*same_tier(stated, tier, evidence, "the derivation"), True)
