"""One derivation search for identical operators: a network repeats its layers, and an
operator of the same type, attributes and input shapes as one already derived gets that
derivation over its own tensors instead of a search of its own.

    key = operator_key(node, shapes)          # type, attributes, input shapes (not names)
    mine = share_result(theirs, node, shapes, consts)

What is shared and what is redone, per candidate:
- the search (its candidates and their paths) and the measured times: the same computation
  on the same shapes;
- the exact evaluations of each step and the instantiation's exact check: they draw their
  random integers per tensor in the order the expression reads them, not by name, so over
  the renamed tensors they are the same runs with the same values (`vopt audit` reruns both
  from each operator's own document);
- every step is proved again (proof.prove_step with the step's witness) over this operator's
  tensor names, so each certificate states this operator's expressions and carries the
  solver answers to its own queries; a step that does not prove makes the candidate unproved;
- the instantiation is built again from this operator's weights.
The operator must lower to the shared root with its tensors renamed; otherwise nothing is
shared (None).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

import numpy as np
import onnx
from onnx import helper

from verified_opt.api.derivations import Derived, DeriveResult
from verified_opt.derive.certificate import step_json
from verified_opt.derive.expr import Scope, program_text, rename_tensors, to_json
from verified_opt.derive.lower import lower_node
from verified_opt.derive.proof import prove_step
from verified_opt.derive.rules import Step
from verified_opt.derive.search import Candidate


def operator_key(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]]) -> str:
    """What makes two operators' derivations the same up to tensor names."""
    attrs = sorted((a.name, str(helper.get_attribute_value(a))) for a in node.attribute)
    return repr((node.op_type, node.domain, attrs, [shapes.get(i) for i in node.input]))


def share_result(res: DeriveResult, node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]],
                 consts: Mapping[str, np.ndarray], solvers: tuple[str, ...] = ("z3",)
                 ) -> DeriveResult | None:
    """res, derived for another operator with the same key, as the derivation of `node`."""
    assert res.proto is not None
    root = lower_node(node, shapes)
    names = {a: b for a, b in zip(res.proto.input, node.input) if a}
    out = DeriveResult(node.name or node.output[0], node.op_type, program_text(root),
                       res.search_s, res.states, [], proto=node, shapes=dict(shapes),
                       consts=dict(consts), root=root)
    return share_into(res, out, names, solvers)


def share_into(res: DeriveResult, out: DeriveResult, names: Mapping[str, str],
               solvers: tuple[str, ...] = ("z3",)) -> DeriveResult | None:
    """res's candidates as those of `out` (an operator or pattern whose root is res's with
    the tensors renamed by `names`; its derived list is filled here), or None where the root
    is not that renaming."""
    assert res.root is not None and out.root is not None
    if to_json(rename_tensors(res.root, names, out.root.name)) != to_json(out.root):
        return None
    scopes = {res.root.name: out.root.name}
    out.search_s, out.states, out.tuned = res.search_s, res.states, list(res.tuned)
    out.shared_from = res.shared_from or res.node
    for d in res.derived:
        out.derived.append(_share(d, names, scopes, out, solvers))
    return out


def _rename(s: Scope, names: Mapping[str, str], scopes: Mapping[str, str]) -> Scope:
    return rename_tensors(s, names, scopes.get(s.name, s.name))


def _share(d: Derived, names: Mapping[str, str], scopes: Mapping[str, str],
           out: DeriveResult, solvers: tuple[str, ...]) -> Derived:
    c = d.candidate
    steps = [Step(s.rule, {k: scopes.get(v, v) if isinstance(v, str) else v
                           for k, v in s.params.items()},
                  _rename(s.before, names, scopes), _rename(s.after, names, scopes))
             for s in c.steps]
    cand = Candidate(steps, _rename(c.final, names, scopes), c.score)
    mine = dataclasses.replace(d, candidate=cand, certificates=[], inst=None,
                               kinds=list(d.kinds), schedules=dict(d.schedules), folded=[])
    if d.status != "usable":
        return mine
    cand.exact = list(c.exact)
    for s, p in zip(steps, c.proofs):
        proof = prove_step(s.before, s.after, p.witness, solvers)
        cand.proofs.append(proof)
        if proof.status != "proved":
            mine.status, mine.reason = "unproved", proof.reason
            return mine
    mine.certificates = [step_json(s, p, e, solvers)
                         for s, p, e in zip(steps, cand.proofs, cand.exact)]
    mine.inst, mine.folded = out.instantiate(mine, schedules=d.schedules or None)
    mine.kinds = mine.inst.kinds
    return mine
