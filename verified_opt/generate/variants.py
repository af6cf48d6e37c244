"""The enumerator's input pool (TASO's tensors with symbols for its sizes, and its constants)
and the operator variants it builds nodes with, grouped in families."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from verified_opt.errors import VoptError
from verified_opt.generate.dims import Dim, lin_opaque, merge_dim, part, same_dim, total
from verified_opt.size_expr import SizeExpr

if TYPE_CHECKING:
    from verified_opt.generate.universe import Value


# ---- the input pool ------------------------------------------------------------------------
@dataclass(frozen=True)
class PoolTensor:
    name: str
    shape: tuple[int | str, ...]
    role: str
    constant: str = ""  # Ones | IdentityKernel: fixed data, stated as a node in rules


ROLES: dict[str, tuple[str, tuple[int | str, ...]]] = {
    "act2": ("x", ("n", "c")),
    "mat": ("w", ("c", "c")),
    "act4": ("i", ("n", "c", "h", "w")),
    "ker3": ("k", ("c", "c", 3, 3)),
    "ker1": ("u", ("c", "c", 1, 1)),
    "scalar": ("s", ()),
}
# Constant roles: (name, shape, constant), one tensor each.
CONSTANT_ROLES: dict[str, tuple[str, tuple[int | str, ...], str]] = {
    "imm": ("eye", ("c", "c"), "IdentityKernel"),
    "idk3": ("idk", ("c", "c", 3, 3), "IdentityKernel"),
    "idk1": ("idu", ("c", "c", 1, 1), "IdentityKernel"),
    "one2": ("one", ("n", "c"), "Ones"),
}


# ---- operator variants ---------------------------------------------------------------------
@dataclass(frozen=True)
class Spec:
    """One ONNX node a variant builds: inputs are value ids, or ("node", k) for the output 0
    of the k-th spec of the same variant."""

    op: str
    attrs: Mapping[str, Any]
    inputs: tuple[Any, ...]
    out_dims: tuple[tuple[Dim, ...], ...]


@dataclass(frozen=True)
class Variant:
    name: str
    family: str
    arity: int
    commutative: bool
    build: Callable[[list[Value]], list[Spec] | None]


def _elementwise(op: str) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        a, b = v
        if len(a.dims) != len(b.dims) or not all(map(same_dim, a.dims, b.dims)):
            return None
        return [Spec(op, {}, (a.id, b.id), (tuple(map(merge_dim, a.dims, b.dims)),))]
    return build


def _scalar_mul(v: list[Value]) -> list[Spec] | None:
    a, s = v
    if s.dims != () or a.dims == ():
        return None
    return [Spec("Mul", {}, (a.id, s.id), (a.dims,))]


def _relu(v: list[Value]) -> list[Spec] | None:
    (a,) = v
    if a.dims == ():
        return None
    return [Spec("Relu", {}, (a.id,), (a.dims,))]


def _matmul(v: list[Value]) -> list[Spec] | None:
    a, b = v
    if len(a.dims) != 2 or len(b.dims) != 2 or not same_dim(a.dims[1], b.dims[0]):
        return None
    return [Spec("MatMul", {}, (a.id, b.id), ((a.dims[0], b.dims[1]),))]


def _transpose(perm: tuple[int, ...]) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        (a,) = v
        if len(a.dims) != len(perm):
            return None
        return [Spec("Transpose", {"perm": list(perm)}, (a.id,),
                     (tuple(a.dims[p] for p in perm),))]
    return build


def _concat(axis: int) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        a, b = v
        r = len(a.dims)
        if r != len(b.dims) or r <= axis:
            return None
        out = []
        for k in range(r):
            if k == axis:
                out.append(a.dims[k] + b.dims[k])
            elif not same_dim(a.dims[k], b.dims[k]):
                return None
            else:
                out.append(merge_dim(a.dims[k], b.dims[k]))
        return [Spec("Concat", {"axis": axis}, (a.id, b.id), (tuple(out),))]
    return build


def _split(axis: int) -> Callable:
    """TASO's split: cut a dimension at its last concat boundary."""
    def build(v: list[Value]) -> list[Spec] | None:
        (a,) = v
        if len(a.dims) <= axis or len(a.dims[axis]) < 2:
            return None
        head, tail = a.dims[axis][:-1], a.dims[axis][-1:]
        if lin_opaque(total(head)) or lin_opaque(total(tail)):
            return None
        outs = []
        for piece in (head, tail):
            d = list(a.dims)
            d[axis] = piece
            outs.append(tuple(d))
        attrs = {"axis": axis, "split": [_size(total(head)), _size(total(tail))]}
        return [Spec("Split", attrs, (a.id,), tuple(outs))]
    return build


def _size(a: SizeExpr) -> int | str:
    n = a.constant
    return n if n is not None else a.text


def _window(d: Dim, k: int, stride: int, pad: int, what: str) -> Dim:
    """Output size of a window of size k over dimension d (symbolic when it keeps d)."""
    n = total(d).constant
    if n is not None:
        return (part((n + 2 * pad - k) // stride + 1),)
    if stride == 1 and 2 * pad == k - 1:
        return d
    return (part(f"@{what}({total(d).text};{k};{stride};{pad})"),)


def _conv(stride: int, same: bool, relu: bool) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        x, w = v
        if x.role_hint != "act" or w.role_hint != "weight":
            return None  # TASO: a weight is never convolved, an activation never a kernel
        if len(x.dims) != 4 or len(w.dims) != 4 or not same_dim(x.dims[1], w.dims[1]):
            return None
        kh, kw = total(w.dims[2]).constant, total(w.dims[3]).constant
        if kh is None or kw is None or kh % 2 == 0 or kw % 2 == 0:
            return None
        if same and kh == 1 and kw == 1:
            return None  # "same" padding of a 1x1 kernel is no padding: one variant only
        ph, pw = ((kh - 1) // 2, (kw - 1) // 2) if same else (0, 0)
        out = (x.dims[0], w.dims[0], _window(x.dims[2], kh, stride, ph, "win"),
               _window(x.dims[3], kw, stride, pw, "win"))
        attrs = {"kernel_shape": [kh, kw], "strides": [stride, stride], "pads": [ph, pw, ph, pw]}
        specs = [Spec("Conv", attrs, (x.id, w.id), (out,))]
        if relu:
            specs.append(Spec("Relu", {}, (("node", 0),), (out,)))
        return specs
    return build


def _pool(op: str) -> Callable:
    def build(v: list[Value]) -> list[Spec] | None:
        (x,) = v
        if len(x.dims) != 4 or x.role_hint != "act":
            return None
        attrs = {"kernel_shape": [3, 3], "strides": [1, 1], "pads": [1, 1, 1, 1]}
        return [Spec(op, attrs, (x.id,), (x.dims,))]
    return build


def _enlarge(v: list[Value]) -> list[Spec] | None:
    """TASO's kernel enlargement: zero-pad a pool weight to a 3x3 kernel (Pad on weights)."""
    (w,) = v
    if len(w.dims) != 4 or w.node is not None:
        return None
    kh, kw = total(w.dims[2]).constant, total(w.dims[3]).constant
    if kh is None or kw is None or kh > 3 or kw > 3 or (kh, kw) == (3, 3) or (3 - kh) % 2 or (
            3 - kw) % 2:
        return None
    ph, pw = (3 - kh) // 2, (3 - kw) // 2
    out = (w.dims[0], w.dims[1], (part(3),), (part(3),))
    return [Spec("Pad", {"mode": "constant", "pads": [0, 0, ph, pw, 0, 0, ph, pw]}, (w.id,),
                 (out,))]


def all_variants() -> list[Variant]:
    vs = [
        Variant("MatMul", "MatMul", 2, False, _matmul),
        Variant("Add", "Add", 2, True, _elementwise("Add")),
        Variant("Mul", "Mul", 2, True, _elementwise("Mul")),
        Variant("MulScalar", "Mul", 2, False, _scalar_mul),
        Variant("Relu", "Relu", 1, False, _relu),
        Variant("Transpose10", "Transpose", 1, False, _transpose((1, 0))),
        Variant("Transpose0132", "Transpose", 1, False, _transpose((0, 1, 3, 2))),
    ]
    for axis in (0, 1):
        vs.append(Variant(f"Concat{axis}", "Concat", 2, False, _concat(axis)))
    for axis in (0, 1):
        vs.append(Variant(f"Split{axis}", "Split", 1, False, _split(axis)))
    for stride in (1, 2):
        for same in (True, False):
            for relu in (False, True):
                name = f"Conv_s{stride}_{'same' if same else 'valid'}{'_relu' if relu else ''}"
                vs.append(Variant(name, "Conv", 2, False, _conv(stride, same, relu)))
    vs.append(Variant("MaxPool3x3", "MaxPool", 1, False, _pool("MaxPool")))
    vs.append(Variant("AveragePool3x3", "AveragePool", 1, False, _pool("AveragePool")))
    vs.append(Variant("Enlarge3x3", "Enlarge", 1, False, _enlarge))
    return vs


FAMILIES = ("Add", "Mul", "MatMul", "Conv", "Relu", "Concat", "Split", "Transpose", "Enlarge",
            "MaxPool", "AveragePool")
# Not operators: "Constant" puts TASO's constants into the pool (for the operators that use them).
EXTRA_FAMILIES = ("Constant",)
# The default: TASO's operators and its constants (identity kernels, ones).
DEFAULT_FAMILIES = FAMILIES + EXTRA_FAMILIES
ALIASES = {"Pad": ["Enlarge"], "Pool": ["MaxPool", "AveragePool"], "Constants": ["Constant"],
           "TASO": list(DEFAULT_FAMILIES), "all": list(DEFAULT_FAMILIES)}
UNSUPPORTED: dict[str, str] = {}


def parse_families(text: str | list[str] | None) -> list[str]:
    """'Conv,MatMul' -> families; unknown names raise with the list of known ones."""
    if text is None:
        return list(DEFAULT_FAMILIES)
    names = text.split(",") if isinstance(text, str) else list(text)
    out: list[str] = []
    lower = {f.lower(): f for f in FAMILIES + EXTRA_FAMILIES}
    lower.update({a.lower(): a for a in ALIASES})
    for raw in names:
        name = raw.strip()
        if not name:
            continue
        key = lower.get(name.lower())
        if key is None:
            raise VoptError(f"unknown operator {name!r} for --ops (known: "
                            f"{', '.join(FAMILIES + EXTRA_FAMILIES)}; aliases "
                            f"{', '.join(ALIASES)})")
        if key in ALIASES and key not in FAMILIES + EXTRA_FAMILIES:
            expanded = ALIASES[key]
        else:
            expanded = [key]
        for f in expanded:
            if f not in out:
                out.append(f)
    if not set(out) - set(EXTRA_FAMILIES):
        raise VoptError("--ops names no operator")
    return out


def pool_for(families: list[str], copies: int = 3) -> list[PoolTensor]:
    """TASO's pool restricted to the roles the chosen operators can use."""
    fam = set(families)
    roles: list[str] = []
    four_d = fam & {"Conv", "MaxPool", "AveragePool", "Enlarge"}
    if "MatMul" in fam or not four_d:
        roles += ["act2"] + (["mat"] if "MatMul" in fam else [])
    if four_d:
        roles += ["act4"] if fam & {"Conv", "MaxPool", "AveragePool"} else []
        roles += ["ker3"] if fam & {"Conv", "Enlarge"} else []
        roles += ["ker1"] if fam & {"Conv", "Enlarge"} else []
    if "Mul" in fam:
        roles.append("scalar")
    out = []
    for role in roles:
        prefix, shape = ROLES[role]
        count = 1 if role == "scalar" else (min(copies, 2) if role == "ker1" else copies)
        for k in range(1, count + 1):
            out.append(PoolTensor(f"{prefix}{k}", shape, role))
    if "Constant" in fam:
        wanted = (["imm"] if "MatMul" in fam else []) + (
            ["idk3", "idk1"] if "Conv" in fam else []) + (
            ["one2"] if "Mul" in fam and "act2" in roles else [])
        for role in wanted:
            name, shape, op = CONSTANT_ROLES[role]
            out.append(PoolTensor(name, shape, role, op))
    return out
