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
import math
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from verified_opt.errors import AttributeError_, VoptError
from verified_opt.ir.graph import Node
from verified_opt.ops.registry import OPS, attr_has_kind, short_value
from verified_opt.semantics.constants import CONSTANT_OPS, CONSTANT_PARAMS, constant_problem
from verified_opt.size_expr import Bin, Num, SizeError, Sym, parse_size

Dim = int | str
_SYMBOL = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def input_dim_symbol(d: Dim) -> str | None:
    """The symbol an input dim names ("th" in "4*th"), or None for an integer."""
    if isinstance(d, str):
        m = dim_multiple(d)
        return m[1] if m else d
    return None


def dim_multiple(d: str) -> tuple[int, str] | None:
    """(4, "th") for "4*th", an input dim that is a multiple of a symbol (a pattern for sides
    divisible by 4), written so; None for a plain symbol or anything else."""
    try:
        e = parse_size(d)
    except SizeError:
        return None
    if isinstance(e, Bin) and e.op == "*" and isinstance(e.a, Num) and isinstance(e.b, Sym) \
            and e.a.value >= 1:
        return e.a.value, e.b.name
    return None


class RuleError(VoptError):
    """A malformed rule file: names the file, the rule and what is wrong."""


# Rule attributes that opset 18 passes as (constant) inputs: op -> [(attribute, input slot)],
# in slot order; each operator's family module says which (OpSpec.rule_attrs).
ATTR_INPUTS: dict[str, list[tuple[str, int]]] = {
    name: [(attr, slot) for slot, attr in sorted(spec.rule_attrs.items())]
    for name, spec in OPS.items() if spec.rule_attrs}

# Those of ATTR_INPUTS that are one float (a scalar input), not a list of integers: a number
# or a real symbol in a rule.
FLOAT_ATTR_INPUTS: dict[str, frozenset[str]] = {"Pad": frozenset({"value"}),
                                                "Clip": frozenset({"min", "max"})}


def is_float_attr_input(op: str, key: str) -> bool:
    return key in FLOAT_ATTR_INPUTS.get(op, ())


# Those that are float tensors in the model though a rule writes integers (Resize's scales: a
# rule states integer scales, which may be size symbols).
FLOAT_LIST_ATTR_INPUTS: dict[str, frozenset[str]] = {"Resize": frozenset({"roi", "scales"})}


# The types a rule input may have besides float ("dtypes" of a rule): a Where's condition.
RULE_DTYPES = frozenset({"bool"})


_CONDITION = re.compile(r"^\s*(\S+)\s*(<=|>=|==|<|>)\s*(\S+)\s*$")


def parse_condition(text: str) -> tuple[str | float, str, str | float] | None:
    """("a", "<=", 0.0) for "a <= 0.0": a real symbol's name or a number each side."""
    m = _CONDITION.match(text)
    if m is None:
        return None
    sides: list[str | float] = []
    for v in (m[1], m[3]):
        if _SYMBOL.match(v):
            sides.append(v)
            continue
        try:
            x = float(v)
        except ValueError:
            return None
        if not math.isfinite(x):
            return None
        sides.append(x)
    return sides[0], m[2], sides[1]


def condition_holds(text: str, values: dict) -> bool:
    """A condition at these values of its symbols (floats: the binary values the model holds,
    which Z3 reads exactly; numbers as the decimals written)."""
    parts = parse_condition(text)
    assert parts is not None  # parse_rule checked it
    sides = [values[v] if isinstance(v, str) else v for v in (parts[0], parts[2])]
    if not all(math.isfinite(float(x)) for x in sides):
        return False  # a NaN or infinite attribute (Clip's bound) meets no condition
    a, b = (Fraction(values[v]) if isinstance(v, str) else Fraction(repr(v))
            for v in (parts[0], parts[2]))
    op = parts[1]
    return {"<": a < b, "<=": a <= b, "==": a == b, ">=": a >= b, ">": a > b}[op]


# A literal size in a rule: its patterns are instantiated and tested at these sizes.
MAX_DIM = 1 << 16
_INT64 = 1 << 63


def dim_expr_problem(text: str) -> str | None:
    """None when `text` is a symbol or a size expression (verified_opt/size_expr.py) of
    integers and symbol names with +, -, * and parentheses ("c-a", "4*th*tw"); else what is
    wrong. Nothing is evaluated."""
    if len(text) > 200:
        return f"dimension {text[:40]!r}... is too long"
    try:
        parse_size(text)
    except SizeError:
        return (f"{text!r} is not an integer, a symbol name or an expression of them with "
                "+, - and *")
    return None


def expr_symbols(text: str) -> list[str]:
    """The symbol names in a dimension expression (one that dim_expr_problem accepts)."""
    return list(parse_size(text).symbols)


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
    # The inputs that are not float tensors (a Where's condition: {"C": "bool"}): the matcher
    # binds each only to a value of that type, testing draws data of it. In the hash.
    dtypes: dict[str, str] = field(default_factory=dict)
    # Preconditions on symbols ("0.0 <= a", "p <= k"): the proof assumes them, the matcher
    # binds only values that meet them, testing draws only those. In the hash.
    conditions: tuple[str, ...] = ()
    # Sizes that only the target names, which the matcher chooses: symbol -> (the bound size it
    # pads, the multiples to pad that size to). {"p": ("k", (8, 16))} offers p = the least
    # p >= 1 making k + p a multiple of 8, and of 16 (the channel blocks of ONNX Runtime's
    # NCHWc kernels). The proof holds for every p from its floor up, so which one is chosen is
    # guidance; the field is in the hash all the same, because it is what lets a target symbol
    # go unbound by the source (choose_problem).
    choose: dict[str, tuple[str, tuple[int, ...]]] = field(default_factory=dict)

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
        out = {"name": self.name, "inputs": {k: list(v) for k, v in self.inputs.items()},
               "src": self.src.to_json(), "dst": self.dst.to_json()}
        if self.dtypes:  # absent for float inputs only: older rules keep their hash
            out["dtypes"] = dict(self.dtypes)
        if self.conditions:
            out["if"] = list(self.conditions)
        if self.choose:
            out["choose"] = {k: {"pad": size, "to_multiple_of": list(multiples)}
                             for k, (size, multiples) in self.choose.items()}
        return out

    def choices(self, sizes: dict) -> list[dict[str, int]]:
        """The values the matcher may give the chosen symbols at these sizes of the bound ones
        (`choose`), each a dict; [{}] for a rule that chooses nothing, [] where every choice
        would be below its floor (the size is a multiple already)."""
        out: list[dict[str, int]] = [{}]
        floors = self.floors if self.choose else {}
        for sym, (size, multiples) in self.choose.items():
            values = sorted({-int(sizes[size]) % m for m in multiples})
            values = [v for v in values if v >= max(1, floors.get(sym, 1))]
            out = [{**c, sym: v} for c in out for v in values]
        return out

    def conditions_hold(self, values: dict) -> bool:
        """The preconditions at these values of the symbols, compared exactly."""
        return all(condition_holds(c, values) for c in self.conditions)

    def canonical(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))


def _is_float_attr(op: str, key: str) -> bool:
    if op in CONSTANT_OPS:
        return CONSTANT_PARAMS[op].get(key) is float
    if is_float_attr_input(op, key):
        return True
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
                  "split", "scales"}

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
        if not all(isinstance(v, str) and v for v in ins + outs):
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
            for key, v in attrs.items():
                if key not in OPS[op].attrs and key not in SYMBOLIC_ATTRS and \
                        key not in dict(ATTR_INPUTS.get(op, [])):
                    raise RuleError(f"{w} ({op}): unknown attribute {key!r}")
                for text in _expressions(v) if not is_string_attr(op, key) else ():
                    problem = dim_expr_problem(text)
                    if problem:
                        raise RuleError(f"{w} ({op}): attribute {key!r}: {problem}")
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
    read = {i for n in nodes for i in n.inputs} | set(outputs)
    for k, n in enumerate(nodes):
        if not read & set(n.outputs):
            # proved, such a rule never matched: a model's dead node is not there to match
            raise RuleError(f"{where} node {k} ({n.op}): none of its outputs "
                            f"({', '.join(n.outputs)}) is read by another node or is an "
                            "output of the side")
    return RuleGraph(tuple(nodes), tuple(outputs))


def _check_attrs(w: str, op: str, ins: list, outs: list, attrs: dict) -> None:
    """The registry's checks (OpSpec.validate: attribute names and kinds, 0/1 flags, the number
    of inputs) on the node as a rule side instantiates it, a placeholder standing in for each
    symbol; before them, what only a rule can get wrong: a dimension expression that is not
    +, -, * of integers and symbols, an integer past int64. What needs shapes (a perm that is
    not one, repeated axes, two -1 in a Reshape) is checked by instantiating the rule
    (instantiate.instance_problem)."""
    spec = OPS[op]
    slots = dict(ATTR_INPUTS.get(op, []))
    if slots and len(ins) != min(slots.values()):
        data = min(slots.values())
        raise RuleError(f"{w}: takes {data} input{'s' * (data > 1)} in a rule, got {len(ins)} "
                        f"({', '.join(slots)}: attributes in a rule)")
    inputs = list(ins)
    concrete: dict[str, Any] = {}
    for key, v in attrs.items():
        if key in slots:  # an input in opset 18: ints (Pad's value, Clip's bounds: a float)
            kind = "float" if is_float_attr_input(op, key) else "ints"
            if not attr_has_kind(_placeholder(w, key, v, kind), kind):
                raise RuleError(f"{w}: attribute {key!r} must be {_KINDS[kind]}, got "
                                f"{short_value(v)}")
            slot = slots[key]
            inputs += [""] * (slot + 1 - len(inputs))
            inputs[slot] = key
        elif key in spec.attrs:
            kind = spec.attrs[key][0]
            if kind == "tensor":
                raise RuleError(f"{w}: attribute {key!r} is a tensor, which a rule cannot state "
                                "(a constant node can: Ones, Fill ...)")
            concrete[key] = _placeholder(w, key, v, kind)
        else:
            raise RuleError(f"{w}: unknown attribute {key!r}")
    missing = [a for a, slot in slots.items() if slot < spec.min_inputs and
               (slot >= len(inputs) or not inputs[slot])]
    if missing:
        raise RuleError(f"{w}: needs attribute {missing[0]!r}")
    try:
        spec.validate(Node(op, tuple(inputs), tuple(outs), concrete, name="#"))
    except AttributeError_ as e:
        raise RuleError(f"{w}: {str(e).removeprefix(f'{op} {chr(39)}#{chr(39)}: ')}") from None


_KINDS = {"ints": "a list of integers and dimension expressions",
          "float": "a number or a symbol name"}


def _placeholder(w: str, key: str, v: Any, kind: str) -> Any:
    """v with each symbol (or dimension expression) replaced by a value of the attribute's
    kind, for the registry's kind checks; raises on what no symbol can stand for."""
    if kind in ("ints", "floats") and isinstance(v, list):
        return [_placeholder(w, key, x, kind[:-1]) for x in v]
    if kind == "int" and isinstance(v, str):
        problem = dim_expr_problem(v)
        if problem:
            raise RuleError(f"{w}: attribute {key!r}: {problem}")
        return 1
    if kind == "float" and isinstance(v, str):
        if not _SYMBOL.match(v):
            raise RuleError(f"{w}: attribute {key!r}: {v!r} is not a number or a symbol name")
        return 1.0
    if isinstance(v, int) and not isinstance(v, bool) and not -_INT64 <= v < _INT64:
        raise RuleError(f"{w}: attribute {key!r}: {v} does not fit in 64 bits")
    if isinstance(v, float) and not math.isfinite(v):
        raise RuleError(f"{w}: attribute {key!r} is {v}, not a finite number")
    return v


def _size_ok(d: Any, multiples: bool = False) -> bool:
    """A positive literal size up to MAX_DIM, a symbol, or (multiples) "4*th"."""
    if isinstance(d, int) and not isinstance(d, bool):
        return 0 < d <= MAX_DIM
    if not isinstance(d, str):
        return False
    m = dim_multiple(d) if multiples else None
    return bool(_SYMBOL.match(d)) or (m is not None and m[0] <= MAX_DIM)


def _check_constant(w: str, op: str, ins: list, outs: list, attrs: dict) -> None:
    if ins or len(outs) != 1:
        raise RuleError(f"{w} ({op}): a constant has no inputs and one output")
    shape = attrs.get("shape")
    if not isinstance(shape, list) or not all(_size_ok(d) for d in shape):
        raise RuleError(f"{w} ({op}): needs a 'shape' attribute of positive ints (at most "
                        f"{MAX_DIM}) and symbol names")
    problem = constant_problem(op, shape, {k: v for k, v in attrs.items() if k != "shape"})
    if problem:
        raise RuleError(f"{w} ({op}): {problem}")


def parse_rule(obj: Any, source: str, index: int) -> Rule:
    if not isinstance(obj, dict):
        raise RuleError(f"{source}: rule {index}: not an object")
    name = obj.get("name")
    if not isinstance(name, str) or not name:
        raise RuleError(f"{source}: rule {index}: needs a 'name'")
    if len(name) > 200 or not name.isprintable():
        raise RuleError(f"{source}: rule {index}: the name {name[:60]!r} must be printable and "
                        "at most 200 characters")
    where = f"{source}: rule '{name}'"
    extra = set(obj) - {"name", "inputs", "src", "dst", "comment", "algorithm", "canonical",
                        "dtypes", "if", "choose"}
    if extra:
        raise RuleError(f"{where}: unknown field(s) {sorted(extra)}")
    raw_inputs = obj.get("inputs")
    if not isinstance(raw_inputs, dict) or not raw_inputs:
        raise RuleError(f"{where}: 'inputs' must map names to shapes")
    inputs: dict[str, tuple[Dim, ...]] = {}
    for k, dims in raw_inputs.items():
        if not k:
            raise RuleError(f"{where}: an input has an empty name")
        if not isinstance(dims, list) or not all(_size_ok(d, multiples=True) for d in dims):
            raise RuleError(f"{where}: input {k!r}: shape must list positive ints (at most "
                            f"{MAX_DIM}), symbol names or multiples of a symbol ('4*th')")
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
    dtypes = obj.get("dtypes", {})
    if not isinstance(dtypes, dict) or any(k not in inputs or v not in RULE_DTYPES
                                           for k, v in dtypes.items()):
        raise RuleError(f"{where}: 'dtypes' must map inputs to one of {sorted(RULE_DTYPES)} "
                        "(an input not named there is a float tensor)")
    conditions = obj.get("if", [])
    if not isinstance(conditions, list) or not all(isinstance(c, str) for c in conditions):
        raise RuleError(f"{where}: 'if' must be a list of comparisons such as \"0.0 <= a\"")
    rule = Rule(name, inputs, src, dst, source, preference, canonical, dict(dtypes),
                tuple(conditions), _choose(obj.get("choose", {}), where))
    for c in conditions:
        parts = parse_condition(c)
        if parts is None or any(isinstance(v, str) and v not in rule.symbols
                                for v in (parts[0], parts[2])):
            raise RuleError(f"{where}: condition {c!r} must compare symbols of the rule (float "
                            "attributes, sizes) and numbers with <, <=, ==, >= or >")
    sizes = {input_dim_symbol(d) for dims in inputs.values() for d in dims
             if isinstance(d, str)} | {
        s for g in (src, dst) for n in g.nodes for k, v in n.attrs.items()
        if not _is_float_attr(n.op, k) and not is_string_attr(n.op, k)
        for s in _attr_symbols(v)}
    both = rule.real_symbols & sizes
    if both:
        raise RuleError(f"{where}: symbol(s) {sorted(both)} stand for a float attribute and a "
                        "size at once")
    problem = choose_problem(rule)
    if problem:
        raise RuleError(f"{where}: {problem}")
    return rule


def _choose(obj: Any, where: str) -> dict[str, tuple[str, tuple[int, ...]]]:
    """The 'choose' field: {"p": {"pad": "k", "to_multiple_of": [8, 16]}}."""
    if not isinstance(obj, dict):
        raise RuleError(f"{where}: 'choose' must map symbols to {{\"pad\": SIZE, "
                        "\"to_multiple_of\": [INT, ...]}")
    out = {}
    for sym, spec in obj.items():
        if not isinstance(sym, str) or not _SYMBOL.match(sym) or not isinstance(spec, dict) \
                or set(spec) != {"pad", "to_multiple_of"}:
            raise RuleError(f"{where}: 'choose' entry {str(sym)[:40]!r} must be {{\"pad\": SIZE, "
                            "\"to_multiple_of\": [INT, ...]}")
        size, multiples = spec["pad"], spec["to_multiple_of"]
        if not isinstance(size, str) or not _SYMBOL.match(size):
            raise RuleError(f"{where}: 'choose' {sym}: 'pad' must name a size symbol")
        if not isinstance(multiples, list) or not multiples or len(multiples) > 8 or any(
                type(m) is not int or not 2 <= m <= 1024 for m in multiples):
            raise RuleError(f"{where}: 'choose' {sym}: 'to_multiple_of' must list 1 to 8 "
                            "integers from 2 to 1024")
        out[sym] = (size, tuple(multiples))
    return out


def _node_symbols(n: RuleNode) -> list[str]:
    """The symbols in a node's attributes (sizes, reals, expressions), in order, once each."""
    out: list[str] = []
    for k, v in n.attrs.items():
        if is_string_attr(n.op, k):
            continue
        for s in _attr_symbols(v) + [x for text in _expressions(v) if not dim_expr_problem(text)
                                     for x in expr_symbols(text)]:
            if s not in out:
                out.append(s)
    return out


def bound_symbols(rule: Rule) -> set[str]:
    """The symbols a match binds: input dims, and the source's attributes and constants."""
    out = {s for dims in rule.inputs.values() for d in dims
           if isinstance(d, str) and not dim_expr_problem(d) for s in expr_symbols(d)}
    return out.union(*(_node_symbols(n) for n in rule.src.nodes))


def choose_problem(rule: Rule) -> str | None:
    """A target symbol the source does not bind must be chosen ('choose'), a chosen one must be
    the target's alone, and the size it pads one that the source binds."""
    bound = bound_symbols(rule)
    for sym, (size, _) in rule.choose.items():
        if sym in bound:
            return f"'choose' {sym}: the source binds {sym} already"
        if size not in bound:
            return f"'choose' {sym}: pads {size!r}, which no input shape or source attribute binds"
    used = [s for n in rule.dst.nodes for s in _node_symbols(n)]
    unused = sorted(set(rule.choose) - set(used))
    if unused:
        return f"'choose' {unused[0]}: the target does not use it"
    free = list(dict.fromkeys(s for s in used if s not in bound and s not in rule.choose))
    if free:
        return (f"the target uses {', '.join(free)}, which no input shape or source attribute "
                "binds (a size the target alone has is named under 'choose')")
    return None


def rule_problem(rule: Rule) -> str | None:
    """What parse_rule lets through and no rule may have, as "src node 3 (Transpose): perm
    [0, 0] is not a permutation of 2 axes", or None. First the registry's checks of each node
    (_check_attrs), then symbols no input or attribute binds, then the checks that need shapes:
    each side is instantiated at the sizes testing tries (instantiate.instance_problem).
    load_rules and read_rule_files run it on every rule they read. (parse_rule alone accepts
    more, so that tests can hand the encoder what it must refuse.)"""
    from verified_opt.rules.instantiate import instance_problem

    known = set(rule.symbols)
    for side, g in (("src", rule.src), ("dst", rule.dst)):
        for k, n in enumerate(g.nodes):
            if n.op in CONSTANT_OPS:
                continue
            w = f"{side} node {k} ({n.op})"
            try:
                _check_attrs(w, n.op, list(n.inputs), list(n.outputs), n.attrs)
            except RuleError as e:
                return str(e)
            for key, v in n.attrs.items():
                for text in _expressions(v) if not is_string_attr(n.op, key) else ():
                    free = [s for s in expr_symbols(text) if s not in known]
                    if free:
                        return (f"{w}: attribute {key!r}: {text!r} uses {', '.join(free)}, "
                                "which no input shape or attribute of the rule binds")
    return instance_problem(rule)


def _expressions(v: Any) -> list[str]:
    """The dimension expressions (not plain symbols) in an attribute value."""
    if isinstance(v, str) and not _SYMBOL.match(v):
        return [v]
    if isinstance(v, list):
        return [e for x in v for e in _expressions(x)]
    return []


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
    data = _json(text, source)
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RuleError(f"{source}: expected an object with a 'rules' list")
    rules = [parse_rule(r, source, k) for k, r in enumerate(data["rules"])]
    names = [r.name for r in rules]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise RuleError(f"{source}: rule names repeated: {sorted(dup)}")
    return rules


def _json(text: str, source: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise RuleError(f"{source}:{e.lineno}: not valid JSON ({e.msg})") from None
    except RecursionError:
        raise RuleError(f"{source}: not valid JSON (nested too deeply)") from None


@dataclass(frozen=True)
class Malformed:
    """A rule (or a whole file) that cannot be verified: `message` names the file, the rule
    when there is one, and what is wrong."""

    file: str
    rule: str | None
    message: str


@dataclass
class LoadedRules:
    rules: list[Rule]
    malformed: list[Malformed]
    skipped: dict[str, list[str]]  # kind ('certificate' ...) -> files skipped in folders


# JSON documents vopt writes beside rules (`vopt generate` writes certificates/ and
# summary.json next to rules.json): recognized by their "schema", skipped in a folder.
_SCHEMA_KINDS = {"verified_opt.certificate/": "certificate", "verified_opt.generate/":
                 "generate summary", "verified_opt.verdicts/": "verdict file",
                 "verified_opt.audit/": "audit report",
                 "verified_opt.derivation-step/": "derivation-step certificate",
                 "verified_opt.derivation/": "derivation report"}


def document_kind(data: Any) -> str | None:
    """'certificate', 'generate summary' ... for a JSON document vopt writes, else None."""
    if not isinstance(data, dict) or "rules" in data or not isinstance(data.get("schema"), str):
        return None
    schema = data["schema"]
    return next((k for p, k in _SCHEMA_KINDS.items() if schema.startswith(p)),
                "other vopt document" if schema.startswith("verified_opt.") else None)


def read_rule_files(paths: Sequence[str | os.PathLike]) -> LoadedRules:
    """Rules from files and folders (every *.json below a folder), in a stable order, each
    checked as it is read (parse_rule, then rule_problem); a malformed rule or
    file is set aside with its message and the others are kept. Certificates and other JSON
    that vopt writes are skipped in folders (and refused when named)."""
    files: list[tuple[Path, bool]] = []
    for p in map(Path, paths):
        if p.is_dir():
            files.extend((f, True) for f in sorted(p.rglob("*.json")) if f.is_file())
        elif p.exists():
            files.append((p, False))
        else:
            raise RuleError(f"{p}: no such file or folder")
    out = LoadedRules([], [], {})
    parsed: list[tuple[str, str | None, Rule | RuleError]] = []  # (file, name, rule or error)
    for f, in_folder in files:
        source = str(f)
        try:
            data = _json(f.read_text(), source)
        except (OSError, UnicodeDecodeError) as e:
            out.malformed.append(Malformed(source, None, f"{source}: cannot read ({e})"))
            continue
        except RuleError as e:
            out.malformed.append(Malformed(source, None, str(e)))
            continue
        kind = document_kind(data)
        if kind is not None:
            if in_folder:
                out.skipped.setdefault(kind, []).append(source)
            else:
                out.malformed.append(Malformed(source, None, f"{source}: a {data['schema']} "
                                               "document, not a rule file"))
            continue
        if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
            out.malformed.append(Malformed(source, None, f"{source}: expected an object with a "
                                           "'rules' list"))
            continue
        for k, obj in enumerate(data["rules"]):
            name = obj.get("name") if isinstance(obj, dict) else None
            try:
                parsed.append((source, name if isinstance(name, str) else None,
                               parse_rule(obj, source, k)))
            except RuleError as e:
                parsed.append((source, name if isinstance(name, str) else None, e))
    # a name given twice is ambiguous (and certificates are stored by name): none of them is
    # verified
    where: dict[str, list[str]] = {}
    for source, name, _ in parsed:
        if name is not None:
            where.setdefault(name, []).append(source)
    for source, name, item in parsed:
        if isinstance(item, Rule) and len(where[item.name]) > 1:
            others = list(where[item.name])
            others.remove(source)
            also = ", ".join("in this file" if o == source else f"in {o}"
                             for o in dict.fromkeys(others))
            item = RuleError(f"{source}: rule '{item.name}' is repeated (also {also}); rule "
                             "names must be unique")
        if isinstance(item, Rule):
            problem = rule_problem(item)
            if problem:
                item = RuleError(f"{source}: rule '{item.name}' {problem}")
        if isinstance(item, RuleError):
            out.malformed.append(Malformed(source, name, str(item)))
        else:
            out.rules.append(item)
    order = {str(f): k for k, (f, _) in enumerate(files)}
    out.malformed.sort(key=lambda m: order[m.file])  # file order (stable within a file)
    return out


def load_rules(paths: Sequence[str | os.PathLike]) -> list[Rule]:
    """The rules of read_rule_files; the first malformed rule or file is an error (RuleError:
    file, rule, what is wrong; with how many others are malformed)."""
    loaded = read_rule_files(paths)
    if loaded.malformed:
        more = len(loaded.malformed) - 1
        raise RuleError(loaded.malformed[0].message
                        + (f" (and {more} more malformed rule(s) or file(s))" if more else ""))
    return loaded.rules


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
