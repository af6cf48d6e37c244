"""`vopt audit` rebuilds the rewritten model from the input model and the report's steps, and
requires it to be the written model.

A certificate proves its rule; it says nothing about what a file holds. Without this, a step
with a valid certificate could stand for any nodes at all (a backdoor stamped with the step's
rule passes an end-to-end check on random inputs that never reach its trigger). Here nothing
of the written model is taken from the report but the choices the search made:

1. the input model's If nodes whose condition is a constant replaced by their taken branch,
   and its constants folded, as the pipeline does before its search;
2. each rule step: the certificate's rule (rechecked elsewhere) matched again at exactly the
   nodes the step names, applied as the search applies it (rules/apply.py, the step's number
   and certificate id), constants folded again; its new nodes must be the ones the step lists.
   A step admitted where its rule's finite constants are (verify/float_contract.py) must bind
   them, there, to the model values it names, each a constant with every value finite, as is
   every other constant the match binds; its folds must stay in float32's range, as for every
   step.
   Where the same nodes match in several ways (a commutative operand order), each way is
   followed until the next steps or the final comparison decide;
3. each PET step: the anchor over exactly the nodes the step names found again, its program
   equal to the certificate's original program, replaced by the certificate's corrected
   program (partial/pet.splice_program);
4. each derivation: the node (or pattern) its document stores must be the one in the graph
   being rewritten; the document's final expression instantiated again over the weights that
   graph holds (audit/derivation.py) and spliced in as the pass does it;
5. the result, written as ONNX, equal to the written model: every node (operator, domain,
   inputs, outputs, attributes, the rule and certificate it is stamped with), every
   initializer bit for bit, the inputs, outputs and opsets.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import onnx
from onnx import numpy_helper

from verified_opt.errors import VoptError, one_line
from verified_opt.ir.fold import fold_constants
from verified_opt.ir.graph import Graph
from verified_opt.ir.onnx_io import export_model
from verified_opt.passes.inline_if import inline_constant_ifs
from verified_opt.rules.apply import OutOfRange, apply_folded
from verified_opt.rules.format import parse_rule
from verified_opt.rules.match import find_matches
from verified_opt.verify.float_contract import finite_constants_bound

MAX_WAYS = 16  # rewritten graphs followed at once where one step matches in several ways


@dataclass
class Replay:
    """The outcome: ok, a one-line message, and the graph before each derivation step (the
    weights its instantiation reads; keyed by the step number)."""

    ok: bool
    message: str
    before: dict[int, Graph] = field(default_factory=dict)
    inlined: list[str] = field(default_factory=list)  # the If nodes the rebuilt model inlined


class _Mismatch(Exception):
    """The replay of a step cannot reproduce what the report says it did."""


def replay(original: Graph, optimized: Graph, steps: list,
           inlined_start: tuple[Graph, list[str]] | None = None) -> Replay:
    """The written model rebuilt from `original` and `steps` (module docstring);
    `inlined_start`: the original with its constant Ifs inlined and their names, where the
    caller has them."""
    if inlined_start is None:
        start = original.copy()
        inlined = inline_constant_ifs(start)  # as the pipeline does before folding and search
    else:
        start, inlined = inlined_start[0].copy(), inlined_start[1]
    folded = fold_constants(start)
    fold_constants(start)  # the search folds its start once more; nothing is left to fold
    if not steps:
        for candidate, what, ifs in ((original, "the input model", []),
                                     (start, "the input model, its constants folded", inlined)):
            if not _differences(candidate, optimized):
                return Replay(True, f"no steps: the written model is {what}", inlined=ifs)
        return Replay(False, "no steps, yet the written model is neither the input model nor "
                             f"the input with its constants folded ({folded} nodes): "
                             + _differences(start, optimized)[0])
    ways = [start]
    before: dict[int, Graph] = {}
    try:
        for k, step in enumerate(steps, start=1):
            if step.get("derivation") is not None:
                before[k] = ways[0]
                ways = [_derivation(g, step, k) for g in ways[:1]]
            elif "pet" in step:
                ways = _dedupe([g2 for g in ways for g2 in _pet(g, step, k)])
            else:
                ways = _dedupe([g2 for g in ways for g2 in _rule(g, step, k)])
            if not ways:
                raise _Mismatch(f"step {k} ({step.get('rule')}): no way of applying it to "
                                "the model as the earlier steps left it makes the nodes it "
                                "lists")
    except _Mismatch as e:
        return Replay(False, str(e), before)
    except (VoptError, KeyError, TypeError, ValueError, IndexError) as e:
        return Replay(False, f"the steps cannot be applied again: {one_line(e, 200)}", before)
    if before:  # the derivation pass drops the weights only the replaced operators read
        for g in ways:
            g.drop_unused_initializers()
    first: list[str] = []
    for g in ways:
        diff = _differences(g, optimized)
        if not diff:
            return Replay(True, f"the {len(steps)} steps applied again to the input model "
                                f"({folded} constant nodes folded first) rebuild the written "
                                "model: every node, attribute and initializer (bit for bit)",
                          before, inlined)
        first = first or diff
    return Replay(False, "the steps applied again to the input model do not rebuild the "
                         f"written model: {'; '.join(first[:3])}", before)


def _dedupe(graphs: list[Graph]) -> list[Graph]:
    out, seen = [], set()
    for g in graphs:
        key = _fingerprint(g)
        if key not in seen:
            seen.add(key)
            out.append(g)
    return out[:MAX_WAYS]


def _fingerprint(g: Graph) -> tuple:
    return tuple((n.name, n.op, n.inputs, n.outputs) for n in g.nodes)


def _created(before: Graph, after: Graph) -> list[str]:
    names = {n.name for n in before.nodes}
    return [n.name for n in after.nodes if n.name not in names]


def _rule(g: Graph, step: dict, k: int) -> list[Graph]:
    """Every way the step's rule applies at exactly its matched nodes and makes its nodes."""
    cert = step["certificate"]
    rule = parse_rule(cert["document"]["rule"], "certificate", 0)
    if rule.name != step.get("rule"):
        raise _Mismatch(f"step {k}: its certificate is for rule {rule.name!r}")
    wanted = sorted(step.get("matched_nodes") or [])
    fc = step.get("float_contract")
    finite = fc.get("finite_constants_bound") if isinstance(fc, dict) else None
    if finite is not None and not (isinstance(finite, dict) and finite
                                   and all(isinstance(v, str) for v in finite.values())):
        raise _Mismatch(f"step {k}: its finite_constants_bound is not an object of rule "
                        "inputs to the model's values")
    out, out_of_range = [], ""
    for m in find_matches(rule, g, limit=100_000):
        if sorted(n.name for n in m.nodes) != wanted:
            continue
        if finite is not None and finite_constants_bound(
                tuple(finite), m.values, g, tuple(rule.inputs)) != finite:
            continue  # the step was admitted where these inputs are finite constants
        try:
            g2, _ = apply_folded(g, m, cert["id"], k)
        except OutOfRange as e:
            out_of_range = f" (there its target's {e})"
            continue  # the search never takes such a step: the float contract did not see it
        except VoptError:
            continue
        if _created(g, g2) == list(step.get("created_nodes") or []):
            out.append(g2)
    if not out:
        at = ", ".join(wanted) or "no nodes"
        bound = ("" if finite is None else ", with " + ", ".join(
            f"{a} bound to {v}" for a, v in finite.items()) + " finite constants")
        raise _Mismatch(f"step {k}: rule {rule.name} does not apply at {at}{bound} in the "
                        "model as the earlier steps left it, making the nodes the step lists"
                        + out_of_range)
    return out


def _pet(g: Graph, step: dict, k: int) -> list[Graph]:
    """The certificate's corrected program in place of the anchor over the step's nodes."""
    from verified_opt.partial.mutants import anchor_key, anchors, chain_anchors
    from verified_opt.partial.pet import splice_program
    from verified_opt.partial.program import program_from_json
    cert = step["pet"]
    original = program_from_json(cert["original"])
    corrected = program_from_json(cert["corrected"])
    rule = str(step.get("rule", ""))
    if not rule.startswith("pet:"):
        raise _Mismatch(f"step {k}: a PET step named {rule!r}, not pet:<mutant>")
    wanted = sorted(step.get("matched_nodes") or [])
    out = []
    for a in anchors(g) + chain_anchors(g):
        if sorted(n.name for n in a.replaced) != wanted:
            continue
        if anchor_key(a.program) != anchor_key(original):
            continue
        g2 = splice_program(g, a, corrected, rule[len("pet:"):], step["certificate"]["id"], k)
        fold_constants(g2)
        if _created(g, g2) == list(step.get("created_nodes") or []):
            out.append(g2)
    if not out:
        raise _Mismatch(f"step {k}: no subprogram over {', '.join(wanted)} is the PET "
                        "certificate's original program, or its corrected program does not "
                        "make the nodes the step lists")
    return out


def _derivation(g: Graph, step: dict, k: int) -> Graph:
    """The derivation's instantiation rebuilt over g's weights, spliced in as the pass does."""
    from verified_opt.audit.derivation import _instantiated, _source
    from verified_opt.derive.expr import from_json
    from verified_opt.derive.instantiate import splice_instantiation, subgraph_model
    from verified_opt.rules.apply import META_CERT, META_RULE
    doc = step["derivation"]
    names = list(step.get("matched_nodes") or [])
    nodes = {n.name: n for n in g.nodes}
    missing = [n for n in names if n not in nodes]
    if missing or not names:
        raise _Mismatch(f"step {k}: the derivation replaces {missing or 'no nodes'}, which "
                        "the model as the earlier steps left it does not have")
    problem = _stored_nodes(doc, [nodes[n] for n in names], g)
    if problem:
        raise _Mismatch(f"step {k}: {problem}")
    consts = list(doc.get("constants") or [])
    absent = [c for c in consts if c not in g.initializers]
    if absent:
        raise _Mismatch(f"step {k}: the derivation reads the weights {absent}, which the model "
                        "as the earlier steps left it does not have")
    weights = {c: g.initializers[c] for c in consts}
    source = _source(doc)
    inst, _ = _instantiated(doc, source, weights)
    model = subgraph_model(from_json(doc["final"]), inst, source.output, weights)
    g2 = g.copy()
    meta = {META_RULE: str(step.get("rule")), META_CERT: step["certificate"]["id"]}
    made = splice_instantiation(g2, inst, [nodes[n] for n in names], meta, model)
    if [n.name for n in made] != list(step.get("created_nodes") or []):
        raise _Mismatch(f"step {k}: the derivation's instantiation makes the nodes "
                        f"{[n.name for n in made][:6]}, the step lists "
                        f"{list(step.get('created_nodes') or [])[:6]}")
    return g2


def _stored_nodes(doc: dict, nodes: list, g: Graph) -> str | None:
    """None when the nodes the derivation replaces are the ones its document stores (the
    operator's NodeProto, or the pattern's nodes), else what differs."""
    if "pattern" in doc:
        from verified_opt.derive.patterns import decode_pattern
        stored = list(decode_pattern(doc["pattern"]).graph.node)
    else:
        proto = onnx.NodeProto()
        proto.ParseFromString(base64.b64decode(doc["node_proto"]))
        stored = [proto]
    here = {n.name: n for n in _node_protos(g, nodes)}
    if sorted(here) != sorted(p.name for p in stored):
        return (f"the derivation stores the nodes {sorted(p.name for p in stored)}, the step "
                f"replaces {sorted(here)}")
    for p in stored:
        q = here[p.name]
        if (p.op_type, list(p.input), list(p.output)) != (q.op_type, list(q.input),
                                                           list(q.output)) \
                or _attrs(p) != _attrs(q):
            return (f"node {p.name!r} in the model is not the {p.op_type} the derivation "
                    "stores (operator, wiring or attributes differ)")
    return None


def _node_protos(g: Graph, nodes: list) -> list[onnx.NodeProto]:
    names = {n.name for n in nodes}
    return [p for p in export_model(g).graph.node if p.name in names]


def _attrs(p: onnx.NodeProto) -> dict[str, bytes]:
    return {a.name: a.SerializeToString() for a in p.attribute}


def _canonical(p: onnx.NodeProto) -> tuple:
    """A node as ONNX holds it, its attributes and metadata in name order (the order they are
    written in carries no meaning)."""
    return (p.op_type, p.domain, tuple(p.input), tuple(p.output), sorted(_attrs(p).items()),
            sorted((m.key, m.value) for m in p.metadata_props))


def _differences(replayed: Graph, written: Graph) -> list[str]:
    """What differs between the two graphs once written as ONNX (empty: nothing)."""
    return proto_differences(export_model(replayed), export_model(written))


def as_written(written: Graph, proto: onnx.ModelProto) -> list[str]:
    """What differs between the written file and what vopt writes of the graph imported from it
    (empty: nothing). Every other check sees the file through the import, which converts its
    opset and re-encodes its attributes: a file whose opset number was edited from 18 to 12 (a
    Hardmax then means something else) was the model the steps make, run as opset 18."""
    made = export_model(written)
    out = proto_differences(made, proto)
    if proto.ir_version != made.ir_version:
        out.append(f"its IR version is {proto.ir_version}, vopt writes {made.ir_version}")
    if not out:
        extra = _fields_apart(made, proto)
        if extra:
            out.append(f"it holds what vopt does not write ({', '.join(extra)})")
    return out


def _fields_apart(made: onnx.ModelProto, written: onnx.ModelProto) -> list[str]:
    """The model's and its graph's fields in which the file is not, byte for byte, what vopt
    writes (value_info in any order): what no check above reads (metadata, doc strings,
    training_info, an unused sparse initializer) is still not "exactly what vopt writes"."""
    apart = [f.name for f in written.DESCRIPTOR.fields
             if f.name != "graph" and getattr(made, f.name) != getattr(written, f.name)]
    for f in written.graph.DESCRIPTOR.fields:
        a, b = getattr(made.graph, f.name), getattr(written.graph, f.name)
        if f.name == "value_info":
            a, b = (sorted(v.SerializeToString() for v in x) for x in (a, b))
        if a != b:
            apart.append(f.name)
    return apart


def proto_differences(a: onnx.ModelProto, b: onnx.ModelProto) -> list[str]:
    """What differs between two models as ONNX holds them (empty: nothing); `b` is the one
    written."""
    out: list[str] = []
    na = {n.name: n for n in a.graph.node}
    nb = {n.name: n for n in b.graph.node}
    extra, lacking = sorted(set(nb) - set(na)), sorted(set(na) - set(nb))
    if extra:
        out.append(f"the written model has nodes no step makes: {extra[:5]}")
    if lacking:
        out.append(f"the written model lacks nodes the steps make: {lacking[:5]}")
    for name in sorted(set(na) & set(nb)):
        if _canonical(na[name]) != _canonical(nb[name]):
            out.append(f"node {name!r} ({nb[name].op_type}) differs from what the steps make "
                       f"({_node_difference(na[name], nb[name])})")
            break
    ia = {t.name: t for t in a.graph.initializer}
    ib = {t.name: t for t in b.graph.initializer}
    if set(ia) != set(ib):
        out.append(f"initializers differ: {sorted(set(ib) ^ set(ia))[:5]}")
    for name in sorted(set(ia) & set(ib)):
        x, y = numpy_helper.to_array(ia[name]), numpy_helper.to_array(ib[name])
        if x.dtype != y.dtype or x.shape != y.shape or (
                x.tolist() != y.tolist() if x.dtype == object  # strings: bytes are pointers
                else x.tobytes() != y.tobytes()):
            out.append(f"initializer {name!r} is not, bit for bit, what the steps make"
                       + _value_difference(x, y))
            break
    for what, get in (("inputs", _io(lambda m: m.graph.input)),
                      ("outputs", _io(lambda m: m.graph.output))):
        if get(a) != get(b):
            out.append(f"the graph {what} differ")
    if _opsets(a) != _opsets(b):
        out.append(f"the opsets differ: {_opsets(b)} written, {_opsets(a)} made")
    if [f.SerializeToString() for f in a.functions] != \
            [f.SerializeToString() for f in b.functions]:  # what their callers compute
        out.append("the model's functions differ from the input's")
    meta_a, meta_b = (sorted((p.key, p.value) for p in m.metadata_props) for m in (a, b))
    if meta_a != meta_b:  # vopt writes the input's, as it came
        out.append(f"the model's metadata differs from the input's: {meta_b[:3]} written, "
                   f"{meta_a[:3]} made")
    return out


def _io(field: Callable) -> Callable[[onnx.ModelProto], list[bytes]]:
    return lambda m: [v.SerializeToString() for v in field(m)]


def _opsets(m: onnx.ModelProto) -> list[tuple[str, int]]:
    return sorted((o.domain, o.version) for o in m.opset_import)


def _node_difference(made: onnx.NodeProto, written: onnx.NodeProto) -> str:
    for what, x, y in (("operator", made.op_type, written.op_type),
                       ("domain", made.domain, written.domain),
                       ("inputs", list(made.input), list(written.input)),
                       ("outputs", list(made.output), list(written.output)),
                       ("attributes", _attrs(made), _attrs(written))):
        if x != y:
            return f"its {what}"
    return "its rule or certificate stamp"


def _value_difference(x: np.ndarray, y: np.ndarray) -> str:
    if x.shape != y.shape or x.dtype != y.dtype:
        return f" (shape {y.shape} {y.dtype}, the steps make {x.shape} {x.dtype})"
    if np.issubdtype(x.dtype, np.floating):
        d = np.abs(x.astype(np.float64) - y.astype(np.float64))
        return f" (|diff| up to {np.nanmax(d) if d.size else 0:.3e})"
    return ""
