"""The rule exchange format (JSON): parsing and validation with file, rule name and problem.

{"rules": [{"name": ..., "inputs": {"A": ["m", "k"], ...},
            "src": {"nodes": [{"op": "MatMul", "inputs": [...], "outputs": [...],
                               "attrs": {...}}], "outputs": [...]},
            "dst": {...}}]}

Constants (all ones, the identity kernel of Conv and MatMul) are nodes without inputs of the
pseudo-operators Ones and IdentityKernel (semantics.constants).

Dimensions are integers or symbol names; shape-like parameters that newer opsets pass as inputs
(Split's split, Reshape's shape, Pad's pads, Slice's starts/ends/axes/steps, Squeeze/Unsqueeze
axes, ReduceSum/ReduceMean axes) are attributes here and may use symbols too.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from verified_opt.errors import VoptError
from verified_opt.ops.registry import OPS
from verified_opt.semantics.constants import CONSTANT_OPS, CONSTANT_PARAMS, constant_problem

Dim = int | str
_SYMBOL = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# An input dim may also be a multiple of a symbol ("4*th"): a pattern for sides divisible by 4.
_MULTIPLE = re.compile(r"^([1-9][0-9]*)\*([A-Za-z_][A-Za-z0-9_]*)$")


def input_dim_symbol(d: Dim) -> str | None:
    """The symbol an input dim names ("th" in "4*th"), or None for an integer."""
    if isinstance(d, str):
        m = _MULTIPLE.match(d)
        return m.group(2) if m else d
    return None


def dim_multiple(d: str) -> tuple[int, str] | None:
    """(4, "th") for "4*th"; None for a plain symbol."""
    m = _MULTIPLE.match(d)
    return (int(m.group(1)), m.group(2)) if m else None


class RuleError(VoptError):
    """A malformed rule file: names the file, the rule and what is wrong."""


@dataclass(frozen=True)
class RuleNode:
    op: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    attrs: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RuleGraph:
    nodes: tuple[RuleNode, ...]
    outputs: tuple[str, ...]

    def constants(self) -> dict[str, tuple[str, tuple[Dim, ...], dict[str, Any]]]:
        """Constant values of this side: name -> (constant op, shape, its other parameters)."""
        return {n.outputs[0]: (n.op, tuple(n.attrs["shape"]),
                               {k: v for k, v in n.attrs.items() if k != "shape"})
                for n in self.nodes if n.op in CONSTANT_OPS}

    def computing(self) -> tuple[RuleNode, ...]:
        """The nodes that are operators (the constants are values, not nodes, in a graph)."""
        return tuple(n for n in self.nodes if n.op not in CONSTANT_OPS)

    def to_json(self) -> dict:
        nodes = []
        for n in self.nodes:
            d: dict[str, Any] = {"op": n.op, "inputs": list(n.inputs), "outputs": list(n.outputs)}
            if n.attrs:
                d["attrs"] = n.attrs
            nodes.append(d)
        return {"nodes": nodes, "outputs": list(self.outputs)}


@dataclass(frozen=True)
class Rule:
    name: str
    inputs: dict[str, tuple[Dim, ...]]
    src: RuleGraph
    dst: RuleGraph
    source: str = ""  # file it came from, for messages
    # A change of algorithm for its one source operator (Winograd for a Conv): the search's
    # greedy pass tries these per operator, lowest preference first. Guidance, not meaning: it
    # is not part of the rule's certificate or hash.
    preference: int | None = None
    # The same computation in the form the backend's own optimizer handles (a Sum of two as Add,
    # which ONNX Runtime fuses into the Conv before it): the greedy pass takes it whatever the
    # per-node cost model says (it cannot see the layout such a fusion keeps); the measurement of
    # the whole model decides. Guidance too: not in the hash.
    canonical_form: bool = False

    @property
    def symbols(self) -> list[str]:
        seen: list[str] = []
        for dims in self.inputs.values():
            for d in dims:
                sym = input_dim_symbol(d)
                if sym is not None and sym not in seen:
                    seen.append(sym)
        for g in (self.src, self.dst):
            for n in g.nodes:
                for k, v in n.attrs.items():
                    if is_string_attr(n.op, k):
                        continue  # an ONNX string (DepthToSpace's mode), not a symbol
                    for s in _attr_symbols(v):
                        if s not in seen:
                            seen.append(s)
        return seen

    @property
    def floors(self) -> dict[str, int]:
        """The least value of each integer symbol, which the proof assumes and the matcher
        enforces: 1 for sizes (input dims, strides, dilations, group, kernel and block sizes,
        shapes), 0 for the other attributes (pads, output_padding, Slice bounds, axes)."""
        reals = self.real_symbols
        out = {s: 0 for s in self.symbols if s not in reals}
        for dims in self.inputs.values():
            for d in dims:
                sym = input_dim_symbol(d)
                if sym is not None:
                    out[sym] = 1
        for g in (self.src, self.dst):
            for n in g.nodes:
                for k, v in n.attrs.items():
                    if k in POSITIVE_ATTRS and not is_string_attr(n.op, k):
                        for sym in _attr_symbols(v):
                            if sym in out:
                                out[sym] = 1
        return out

    @property
    def real_symbols(self) -> set[str]:
        """The symbols that stand for float attributes (LRN's alpha, a Fill's value): reals
        bound to the model's values, not sizes."""
        out: set[str] = set()
        for g in (self.src, self.dst):
            for n in g.nodes:
                for key, v in n.attrs.items():
                    if isinstance(v, str) and _SYMBOL.match(v) and _is_float_attr(n.op, key):
                        out.add(v)
        return out

    def to_json(self) -> dict:
        return {"name": self.name, "inputs": {k: list(v) for k, v in self.inputs.items()},
                "src": self.src.to_json(), "dst": self.dst.to_json()}

    def canonical(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))


def _is_float_attr(op: str, key: str) -> bool:
    if op in CONSTANT_OPS:
        return CONSTANT_PARAMS[op].get(key) is float
    spec = OPS.get(op)
    return spec is not None and key in spec.attrs and spec.attrs[key][0] == "float"


def is_string_attr(op: str, key: str) -> bool:
    """An ONNX string attribute (auto_pad, a mode): its value is a literal, never a symbol."""
    spec = OPS.get(op)
    return spec is not None and key in spec.attrs and spec.attrs[key][0] in ("string", "strings")


def _attr_symbols(v: Any) -> list[str]:
    if isinstance(v, str) and _SYMBOL.match(v):
        return [v]
    if isinstance(v, list):
        return [s for x in v for s in _attr_symbols(x)]
    return []


# Attributes that ONNX requires to be positive: a symbol in one is a size (>= 1).
POSITIVE_ATTRS = {"strides", "dilations", "group", "kernel_shape", "blocksize", "size", "shape",
                  "split"}

# Attributes whose string values are symbols (dimension names), not ONNX strings.
SYMBOLIC_ATTRS = {"split", "shape", "pads", "starts", "ends", "axes", "steps"}


def _graph(obj: Any, where: str, inputs: dict[str, tuple[Dim, ...]]) -> RuleGraph:
    if not isinstance(obj, dict) or "nodes" not in obj or "outputs" not in obj:
        raise RuleError(f"{where}: needs 'nodes' and 'outputs'")
    if not isinstance(obj["nodes"], list):
        raise RuleError(f"{where}: 'nodes' must be a list")
    defined = set(inputs)
    nodes = []
    for k, n in enumerate(obj["nodes"]):
        w = f"{where} node {k}"
        if not isinstance(n, dict):
            raise RuleError(f"{w}: not an object")
        op = n.get("op")
        if not isinstance(op, str) or (op not in OPS and op not in CONSTANT_OPS):
            raise RuleError(f"{w}: unknown operator {op!r}")
        ins, outs = n.get("inputs", []), n.get("outputs", [])
        if not isinstance(ins, list) or not isinstance(outs, list) or not outs:
            raise RuleError(f"{w} ({op}): 'inputs' and 'outputs' must be lists, outputs non-empty")
        if not all(isinstance(v, str) for v in ins + outs):
            raise RuleError(f"{w} ({op}): 'inputs' and 'outputs' must list tensor names")
        for i in ins:
            if i not in defined:
                raise RuleError(f"{w} ({op}): input {i!r} is not defined before it is used")
        for o in outs:
            if not isinstance(o, str) or o in defined:
                raise RuleError(f"{w} ({op}): output {o!r} is defined twice")
            defined.add(o)
        attrs = n.get("attrs", {})
        if not isinstance(attrs, dict):
            raise RuleError(f"{w} ({op}): 'attrs' must be an object")
        if op in CONSTANT_OPS:
            _check_constant(w, op, ins, outs, attrs)
        else:
            for key in attrs:
                if key not in OPS[op].attrs and key not in SYMBOLIC_ATTRS and key != "value":
                    raise RuleError(f"{w} ({op}): unknown attribute {key!r}")
        extra = set(n) - {"op", "inputs", "outputs", "attrs"}
        if extra:
            raise RuleError(f"{w} ({op}): unknown field(s) {sorted(extra)}")
        nodes.append(RuleNode(op, tuple(ins), tuple(outs), dict(attrs)))
    outputs = obj["outputs"]
    if not isinstance(outputs, list) or not outputs or not all(isinstance(o, str)
                                                                for o in outputs):
        raise RuleError(f"{where}: 'outputs' must be a non-empty list of tensor names")
    constants = {o for n in nodes if n.op in CONSTANT_OPS for o in n.outputs}
    for o in outputs:
        if o not in defined:
            raise RuleError(f"{where}: output {o!r} is never defined")
        if o in constants:
            raise RuleError(f"{where}: output {o!r} is a constant (a rule rewrites computations)")
    return RuleGraph(tuple(nodes), tuple(outputs))


def _check_constant(w: str, op: str, ins: list, outs: list, attrs: dict) -> None:
    if ins or len(outs) != 1:
        raise RuleError(f"{w} ({op}): a constant has no inputs and one output")
    shape = attrs.get("shape")
    if not isinstance(shape, list) or not all(
            (isinstance(d, int) and not isinstance(d, bool) and d > 0)
            or (isinstance(d, str) and _SYMBOL.match(d)) for d in shape):
        raise RuleError(f"{w} ({op}): needs a 'shape' attribute of positive ints and "
                        "symbol names")
    problem = constant_problem(op, shape, {k: v for k, v in attrs.items() if k != "shape"})
    if problem:
        raise RuleError(f"{w} ({op}): {problem}")


def parse_rule(obj: Any, source: str, index: int) -> Rule:
    if not isinstance(obj, dict):
        raise RuleError(f"{source}: rule {index}: not an object")
    name = obj.get("name")
    if not isinstance(name, str) or not name:
        raise RuleError(f"{source}: rule {index}: needs a 'name'")
    where = f"{source}: rule '{name}'"
    extra = set(obj) - {"name", "inputs", "src", "dst", "comment", "algorithm", "canonical"}
    if extra:
        raise RuleError(f"{where}: unknown field(s) {sorted(extra)}")
    raw_inputs = obj.get("inputs")
    if not isinstance(raw_inputs, dict) or not raw_inputs:
        raise RuleError(f"{where}: 'inputs' must map names to shapes")
    inputs: dict[str, tuple[Dim, ...]] = {}
    for k, dims in raw_inputs.items():
        if not isinstance(dims, list) or not all(
            (isinstance(d, int) and not isinstance(d, bool) and d > 0)
            or (isinstance(d, str) and (_SYMBOL.match(d) or _MULTIPLE.match(d))) for d in dims
        ):
            raise RuleError(f"{where}: input {k!r}: shape must list positive ints, symbol names "
                            "or multiples of a symbol ('4*th')")
        inputs[k] = tuple(dims)
    src = _graph(obj.get("src"), f"{where} src", inputs)
    dst = _graph(obj.get("dst"), f"{where} dst", inputs)
    if len(src.outputs) != len(dst.outputs):
        raise RuleError(f"{where}: src has {len(src.outputs)} outputs, dst {len(dst.outputs)}")
    canonical = obj.get("canonical", False)
    if not isinstance(canonical, bool):
        raise RuleError(f"{where}: 'canonical' must be true or false")
    preference = _preference(obj, where, src)
    if canonical and preference is not None:
        raise RuleError(f"{where}: a rule is a change of algorithm or canonical, not both")
    rule = Rule(name, inputs, src, dst, source, preference, canonical)
    sizes = {input_dim_symbol(d) for dims in inputs.values() for d in dims
             if isinstance(d, str)} | {
        s for g in (src, dst) for n in g.nodes for k, v in n.attrs.items()
        if not _is_float_attr(n.op, k) and not is_string_attr(n.op, k)
        for s in _attr_symbols(v)}
    both = rule.real_symbols & sizes
    if both:
        raise RuleError(f"{where}: symbol(s) {sorted(both)} stand for a float attribute and a "
                        "size at once")
    return rule


def _preference(obj: dict, where: str, src: RuleGraph) -> int | None:
    """`"algorithm": {"preference": N}`: the rule replaces one operator by another algorithm."""
    if "algorithm" not in obj:
        return None
    algo = obj["algorithm"]
    pref = algo.get("preference") if isinstance(algo, dict) else None
    if not isinstance(algo, dict) or set(algo) != {"preference"} or not isinstance(pref, int) \
            or isinstance(pref, bool) or pref < 0:
        raise RuleError(f"{where}: 'algorithm' must be {{\"preference\": N}}, N an int >= 0 "
                        "(lower is tried first)")
    if len(src.nodes) != 1:
        raise RuleError(f"{where}: a change of algorithm replaces one operator; src has "
                        f"{len(src.nodes)} nodes")
    return pref


def parse_rules(text: str, source: str = "<string>") -> list[Rule]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RuleError(f"{source}:{e.lineno}: not valid JSON ({e.msg})") from None
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RuleError(f"{source}: expected an object with a 'rules' list")
    rules = [parse_rule(r, source, k) for k, r in enumerate(data["rules"])]
    names = [r.name for r in rules]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise RuleError(f"{source}: rule names repeated: {sorted(dup)}")
    return rules


def load_rules(paths: list[str | Path]) -> list[Rule]:
    """Rules from files and folders (every *.json below a folder), in a stable order."""
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files.extend(sorted(p.rglob("*.json")))
        elif p.exists():
            files.append(p)
        else:
            raise RuleError(f"{p}: no such file or folder")
    rules: list[Rule] = []
    seen: dict[str, str] = {}
    for f in files:
        try:
            text = f.read_text()
        except (OSError, UnicodeDecodeError) as e:
            raise RuleError(f"{f}: cannot read ({e})") from None
        for rule in parse_rules(text, str(f)):
            if rule.name in seen:
                raise RuleError(f"{f}: rule '{rule.name}' is also defined in {seen[rule.name]} "
                                "(rule names must be unique)")
            seen[rule.name] = str(f)
            rules.append(rule)
    return rules


def dump_rules(rules: list[Rule]) -> str:
    out = []
    for r in rules:
        obj = r.to_json()
        if r.preference is not None:
            obj["algorithm"] = {"preference": r.preference}
        if r.canonical_form:
            obj["canonical"] = True
        out.append(obj)
    return json.dumps({"rules": out}, indent=1)
