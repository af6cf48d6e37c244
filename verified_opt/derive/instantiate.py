"""Instantiation: a derived expression as ONNX nodes, library operators where they match and
eOperators (TVM kernels) for the rest.

Stages are instantiated innermost first; each becomes one value. A stage matches MatMul when
its body is the product of two reads of tensors (model tensors or earlier stages' values) at
plain iterators, each loop covering its tensor dimension from 0, every iterator read once per
operand, the sums read by both operands:

    T[b.., m.., n..] = Σ_k.. A[...] * B[...]   ->   Transpose/Reshape A to [b, M, K] (or [M, K]),
                                                    B to [b, K, N], MatMul, Reshape to T's shape

(constant operands are transposed and reshaped here, once, instead of at run time). Of the
two operand orders (which read is the left operand) the one with fewer run-time transposes;
where the other reads other copy stages in their source's order (other_order: the dilated
bands' windows), swap=True gives that one with its copies laid out for it (other_layout), a
second instantiation the derivation pass checks and times beside the first. A 2-D
product takes Gemm instead (match_gemm.py) where that saves a node: a constant factor (alpha),
a non-constant operand read transposed (transA/transB), or a reader that adds Gemm's C (then
C is its third input and beta its factor). The other matchers, tried in this order: Reshape,
Transpose, then match_conv.py (Conv, ConvTranspose, Col2Im), match_copy.py (Slice/Pad, Einsum)
and match_gather.py (any other copy: Gather with a constant table of indices); a stage
`T + B[f]` over a bias-free Conv or ConvTranspose read only there gives it B as its bias.
Anything else becomes an EOperator node (eop_onnx.py) whose expression reads its inputs by
position. Whether the nodes compute the expression is checked exactly, on random integer
inputs, by `check.instantiation` (it runs them) before a derivation is used; the steps before
it are proved (proof.py).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np
import onnx
from onnx import helper, numpy_helper

from verified_opt.derive.expr import (
    Access,
    Add,
    Aff,
    Div,
    Mod,
    Mul,
    Scope,
    Tensor,
    accesses,
    map_accesses,
    stages,
    tensors,
)


@dataclass(frozen=True)
class MatMulForm:
    a: Access
    b: Access
    batch: tuple[str, ...]  # loops read by both operands (or by one: broadcast)
    m: tuple[str, ...]
    n: tuple[str, ...]
    k: tuple[str, ...]

    @property
    def order(self) -> tuple[str, ...]:
        """The loop order MatMul produces without a transpose."""
        return self.batch + self.m + self.n


def _plain(a: Access) -> list[str] | None:
    names = []
    for ix in a.index:
        if ix.const or len(ix.terms) != 1 or ix.terms[0][1] != 1 or not isinstance(
                ix.terms[0][0], str):
            return None
        names.append(ix.terms[0][0])
    return names if len(set(names)) == len(names) else None


def match_matmul(s: Scope, consts: frozenset[str] = frozenset()) -> MatMulForm | None:
    """The MatMul form of s, if it has one. Of the two operand orders, the one that needs no
    run-time transpose of a non-constant operand (constants are re-laid out once)."""
    forms = matmul_forms(s, consts)
    return forms[0] if forms else None


def matmul_forms(s: Scope, consts: frozenset[str] = frozenset()) -> list[MatMulForm]:
    """s's MatMul forms, A x B and (B^T x A^T)^T (which read is the left operand): the one
    with fewer run-time transposes of non-constant operands first; [] if s is no MatMul."""
    if not (isinstance(s.body, Mul) and isinstance(s.body.a, Access)
            and isinstance(s.body.b, Access)):
        return []   # a constant factor (Gemm's alpha) or a sum: not MatMul's product
    reads = [s.body.a, s.body.b]
    forms = [f for f in (_form(s, reads[0], reads[1]), _form(s, reads[1], reads[0]))
             if f is not None]
    return sorted(forms, key=lambda f: _transposes(f, consts))   # stable: ties keep a x b


def other_order(forms: list[MatMulForm], consts: frozenset[str],
                copies: Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]]
                ) -> MatMulForm | None:
    """The second operand order of a MatMul stage where it is worth measuring: the copy stages
    it reads in their source's order (a copy's value read in the order of the tensor it copies
    makes the copy and any Transpose between it and the MatMul one sequential pass, which ORT
    fuses; read otherwise, the copy or a Transpose reads across rows) are others than the first
    order's, at least as many, and it transposes no more of the other non-constant operands.
    `copies`: value -> (the copy stage's loops, those loops in its source's memory order).
    None otherwise: the order by fewest transposes stands (a Conv's im2col and weight)."""
    if len(forms) != 2:
        return None

    def reads(f: MatMulForm) -> tuple[frozenset[str], int]:
        along, others = set(), 0
        for acc, order, batch in ((f.a, f.m + f.k, f.batch), (f.b, f.k + f.n, f.batch)):
            ns = _plain(acc) or []
            if not isinstance(acc.src, Tensor) or acc.src.name in consts:
                continue
            if acc.src.name in copies:
                loops, source = copies[acc.src.name]
                ext = {x: hi - lo for x, (lo, hi) in zip(ns, acc.src.bounds)}
                want = [loops[ns.index(x)] for x in order if x in ns and ext[x] != 1]
                if want == [x for x in source if x in want]:
                    along.add(acc.src.name)
            elif _moves_data(ns, [x for x in batch + order if x in ns], acc):
                others += 1
        return frozenset(along), others

    (a1, o1), (a2, o2) = reads(forms[0]), reads(forms[1])
    return forms[1] if a1 != a2 and len(a2) >= len(a1) and o2 <= o1 else None


def other_layout(root: Scope, consts: frozenset[str]) -> tuple[Scope, dict[str, str]]:
    """root with each MatMul stage that has a second operand order worth measuring
    (other_order) laid out for it: the copy stages it reads transposed permuted into the
    order it reads them (rules.permute: a stage's loops reordered, every read of it
    reindexed; the copy then writes what the MatMul reads, no run-time Transpose between
    them), and the MatMul stage into that order's output order unless it is the result.
    Returns the new root and, by MatMul stage name, the stage or tensor to take as the left
    operand. The value is root's (a permutation of a stage changes no output), and the
    instantiation of it is checked like any other."""
    from verified_opt.derive.rules import permute

    def by_name(r: Scope, name: str) -> Scope:
        return next(x for x in stages(r) + [r] if x.name == name)

    left: dict[str, str] = {}
    names = [st.name for st in stages(root) + [root]]
    if len(set(names)) != len(names) or None in names:
        return root, left   # stages found again by name below
    for nm in names:
        st = by_name(root, nm)
        inner = {f"{x.name}#{k}": x for k, x in enumerate(stages(st))}
        flat = flatten(st)
        copies = {t: (tuple(i.name for i in x.loops), src) for t, x in inner.items()
                  if (src := copy_source_order(x)) is not None}
        forms = matmul_forms(flat, consts)
        f = other_order(forms, consts, copies)
        if f is None:
            continue
        for acc, order in ((f.a, f.batch + f.m + f.k), (f.b, f.batch + f.k + f.n)):
            ns = _plain(acc)
            if ns is None or not isinstance(acc.src, Tensor) or acc.src.name not in copies:
                continue
            want = [x for x in order if x in ns]
            perm = tuple(ns.index(x) for x in want)
            if perm != tuple(range(len(ns))):
                root = permute(root, by_name(root, inner[acc.src.name].name or ""), perm)
        st = by_name(root, nm)
        loop_names = [i.name for i in st.loops]
        if st is not root and list(f.order) != loop_names:
            root = permute(root, st, tuple(loop_names.index(x) for x in f.order))
        a = f.a.src
        assert isinstance(a, Tensor)
        left[nm] = inner[a.name].name or "" if a.name in inner else a.name
    return root, left


def copy_source_order(st: Scope) -> tuple[str, ...] | None:
    """A copy stage's loops in the memory order of the tensor it reads (outer dimension first,
    within a dimension the larger coefficient first); None if st is no plain copy."""
    if st.sums or not isinstance(st.body, Access):
        return None
    key: dict[str, tuple[int, int]] = {}
    for d, ix in enumerate(st.body.index):
        for atom, c in ix.terms:
            if not isinstance(atom, str):
                return None
            key.setdefault(atom, (d, -abs(c)))
    loops = [i.name for i in st.loops]
    return tuple(sorted(loops, key=lambda x: key.get(x, (-1, 0))))


def _transposes(f: MatMulForm, consts: frozenset[str]) -> int:
    """How many non-constant operands of f need a Transpose before the MatMul."""
    n = 0
    for acc, order in ((f.a, f.batch + f.m + f.k), (f.b, f.batch + f.k + f.n)):
        names = _plain(acc) or []
        if _moves_data(names, [x for x in order if x in names], acc) and not (
                isinstance(acc.src, Tensor) and acc.src.name in consts):
            n += 1
    return n


def _moves_data(names: list[str], order: list[str], acc: Access) -> bool:
    """Whether reading acc's dims `names` in `order` moves data (size-1 dims move for free)."""
    ext = {x: hi - lo for x, (lo, hi) in zip(names, acc.src.bounds)}
    return [x for x in names if ext[x] != 1] != [x for x in order if ext[x] != 1]


def _form(s: Scope, a: Access, b: Access) -> MatMulForm | None:
    na, nb = _plain(a), _plain(b)
    if na is None or nb is None:
        return None
    rng = {i.name: i for i in s.iters}
    for acc, names in ((a, na), (b, nb)):
        for n, (lo, hi) in zip(names, acc.src.bounds):
            if lo != 0 or rng[n].lo != lo or rng[n].hi != hi:
                return None  # a partial or shifted read: not a plain MatMul
    sums = [i.name for i in s.sums]
    if not sums or any(k not in na or k not in nb for k in sums):
        return None
    loops = [i.name for i in s.loops]
    if any(x not in na and x not in nb for x in loops):
        return None
    both = tuple(x for x in loops if x in na and x in nb)
    only_a = tuple(x for x in na if x in loops and x not in nb)
    only_b = tuple(x for x in nb if x in loops and x not in na)
    return MatMulForm(a, b, both, only_a, only_b, tuple(x for x in na if x in sums))


def match_reshape(s: Scope) -> bool:
    """s is a reshape of the tensor it reads: no sums, one read of a tensor, loops from 0, the
    same number of elements, every index inside its dimension over s's loops, and the read's
    row-major offset equal to s's own at every point (as affine forms, k*(x//k) + x%k read as
    x: a split traversal T[x//B, x%B] merged back)."""
    if s.sums or not isinstance(s.body, Access) or not isinstance(s.body.src, Tensor):
        return False
    a = s.body
    assert isinstance(a.src, Tensor)
    if any(i.lo != 0 for i in s.loops) or math.prod(s.shape) != math.prod(a.src.shape):
        return False
    ext = {i.name: (0, i.extent - 1) for i in s.loops}
    for ix, dim in zip(a.index, a.src.shape):
        r = _range(ix, ext)
        if r is None or r[0] < 0 or r[1] >= dim:
            return False
    return _fold_divmod(_offset(a.index, a.src.shape)) == _offset(
        tuple(Aff(((i.name, 1),)) for i in s.loops), s.shape)


def _range(ix: Aff, ext: Mapping[str, tuple[int, int]]) -> tuple[int, int] | None:
    """Least and greatest value of an index over iterator ranges (inclusive); None where a
    // or % is not of an index this bounds."""
    lo = hi = ix.const
    for at, c in ix.terms:
        if isinstance(at, str):
            r = ext[at]
        else:
            inner = _range(at.arg, ext)
            if inner is None:
                return None
            if isinstance(at, Div):
                r = (inner[0] // at.k, inner[1] // at.k)
            elif inner[0] // at.k == inner[1] // at.k:
                r = (inner[0] % at.k, inner[1] % at.k)
            else:
                r = (0, at.k - 1)
        lo, hi = lo + min(c * r[0], c * r[1]), hi + max(c * r[0], c * r[1])
    return lo, hi


def _fold_divmod(x: Aff) -> Aff:
    """x with every c*k*(a//k) + c*(a%k) replaced by c*a (the identity of floor division),
    innermost first, until none is left."""
    terms = dict(x.terms)
    for at, c in x.terms:
        if isinstance(at, Mod) and isinstance(terms.get(Div(at.arg, at.k)), int) \
                and terms[Div(at.arg, at.k)] == c * at.k:
            rest = Aff(tuple((t, k) for t, k in x.terms
                             if t not in (at, Div(at.arg, at.k))), x.const)
            return _fold_divmod(rest + at.arg * c)
    return x


def match_transpose(s: Scope) -> tuple[int, ...] | None:
    """The permutation when s is a transpose of the tensor it reads (no sums, one read at
    distinct plain loop iterators, each loop covering its dimension from 0), else None."""
    if s.sums or not isinstance(s.body, Access) or not isinstance(s.body.src, Tensor):
        return None
    names = _plain(s.body)
    loops = [i.name for i in s.loops]
    if names is None or sorted(names) != sorted(loops):
        return None
    ext = {i.name: (i.lo, i.hi) for i in s.loops}
    if any(ext[n] != (0, d) for n, d in zip(names, s.body.src.shape)):
        return None
    return tuple(names.index(x) for x in loops)


def _offset(index: tuple[Aff, ...], shape: tuple[int, ...]) -> Aff:
    out, stride = Aff(), 1
    for ix, d in reversed(list(zip(index, shape))):
        out = out + ix * stride
        stride *= d
    return out


@dataclass
class Instantiation:
    nodes: list[onnx.NodeProto] = field(default_factory=list)
    initializers: list[onnx.TensorProto] = field(default_factory=list)
    kinds: list[tuple[str, str]] = field(default_factory=list)  # (stage, MatMul|EOperator)
    # (stage, left operand, right operand) of each MatMul: stages or model tensors by name
    operands: list[tuple[str, str, str]] = field(default_factory=list)
    # the MatMul stages whose other operand order (other_order) is worth measuring
    swappable: list[str] = field(default_factory=list)

    @property
    def eoperators(self) -> int:
        return sum(1 for _, k in self.kinds if k == "EOperator")


class _Builder:
    def __init__(self, prefix: str, consts: Mapping[str, np.ndarray]):
        self.prefix = prefix
        self.consts = consts
        self.gemm_biased: set[str] = set()   # products whose only reader adds Gemm's C
        self.gather = True   # match_gather may take copies (instantiate's gather)
        # copy stages' values -> (loops, loops in source order): copy_source_order
        self.copies: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
        self.stage_of: dict[str, str] = {}          # value name -> its stage's name
        self.left: dict[str, str] = {}   # MatMul stage -> its left operand (other_layout)
        self.out = Instantiation()
        self.n = 0

    def name(self, what: str) -> str:
        self.n += 1
        return f"{self.prefix}/{what}{self.n}"

    def const(self, arr: np.ndarray, what: str) -> str:
        nm = self.name(what)
        # np.ascontiguousarray makes a 0-d array 1-d: a scalar Gather index (an axis read at
        # a constant, a k x 1 kernel's) would keep its axis
        arr = np.asarray(arr)
        value = arr.copy() if arr.ndim == 0 else np.ascontiguousarray(arr)
        self.out.initializers.append(numpy_helper.from_array(value, nm))
        return nm

    def node(self, op: str, inputs: list[str], **attrs) -> str:
        out = self.name(op.lower())
        self.out.nodes.append(helper.make_node(op, inputs, [out], name=out, **attrs))
        return out

    def operand(self, acc: Access, order: list[str], groups: list[tuple[str, ...]],
                ranges: Mapping[str, int]) -> str:
        """acc's tensor with its dimensions in `order`, reshaped into `groups` (products)."""
        names = _plain(acc)
        assert names is not None and isinstance(acc.src, Tensor)
        perm = [names.index(x) for x in order]
        shape = [int(np.prod([ranges[x] for x in g], dtype=np.int64)) for g in groups]
        if acc.src.name in self.consts:
            arr = np.transpose(self.consts[acc.src.name], perm).reshape(shape)
            return self.const(arr.astype(self.consts[acc.src.name].dtype), "w")
        v = acc.src.name
        if _moves_data(names, order, acc):
            v = self.node("Transpose", [v], perm=perm)
        if list(shape) != [ranges[x] for x in order]:
            v = self.node("Reshape", [v, self.const(np.array(shape, np.int64), "shape")])
        return v


def _emit_matmul(bld: _Builder, s: Scope, f: MatMulForm, output: str) -> None:
    ranges = {i.name: i.extent for i in s.iters}
    na, nb = _plain(f.a) or [], _plain(f.b) or []
    ba = tuple(x for x in f.batch)
    a_batch = [x for x in ba if x in na]
    b_batch = [x for x in ba if x in nb]
    a = bld.operand(f.a, a_batch + list(f.m) + list(f.k),
                    ([tuple(a_batch)] if a_batch else []) + [f.m, f.k], ranges)
    b = bld.operand(f.b, b_batch + list(f.k) + list(f.n),
                    ([tuple(b_batch)] if b_batch else []) + [f.k, f.n], ranges)
    mm = bld.node("MatMul", [a, b])
    natural = [ranges[x] for x in f.order]
    loop_names = [i.name for i in s.loops]
    if list(f.order) == loop_names:
        bld.out.nodes.append(helper.make_node(
            "Reshape", [mm, bld.const(np.array(natural, np.int64), "shape")], [output],
            name=bld.name("reshape")))
    else:
        r = bld.node("Reshape", [mm, bld.const(np.array(natural, np.int64), "shape")])
        perm = [list(f.order).index(x) for x in loop_names]
        bld.out.nodes.append(helper.make_node("Transpose", [r], [output], perm=perm,
                                              name=bld.name("transpose")))


def _as_tensors(s: Scope, values: Mapping[int, tuple[str, Scope]]) -> Scope:
    """s with every read of an instantiated stage a read of its value (shifted to start at 0)."""
    def acc(a: Access):
        if isinstance(a.src, Scope):
            name, st = values[id(a.src)]
            return Access(Tensor(name, st.shape),
                          tuple(ix - lo for ix, (lo, _) in zip(a.index, st.bounds)))
        return a

    return s.with_body(map_accesses(s.body, acc))


def flatten(s: Scope) -> Scope:
    """s reading each stage as a tensor of the stage's shape (named after it): the view the
    library matchers take of a stage before its sources are instantiated."""
    return _as_tensors(s, {id(st): (f"{st.name or 'stage'}#{k}", st)
                           for k, st in enumerate(stages(s))})


def instantiate(root: Scope, output: str, prefix: str,
                consts: Mapping[str, np.ndarray] | None = None,
                library: bool = True,
                schedules: Mapping[str, str] | None = None,
                gather: bool = True, swap: bool = False) -> Instantiation:
    """Nodes computing root into `output`, reading the model tensors root names. `consts`:
    model initializers (MatMul operands among them are re-laid out here). library=False makes
    every stage an eOperator (the all-TVM instantiation). `schedules`: tuned schedules
    (eop_onnx.schedule_attribute) by eOperator expression (eop_onnx.expr_attribute).
    gather=False: copies that only a Gather matches stay eOperators (on CPU a TVM kernel that
    computes the indices can beat reading a table of them: the derivation pass times both).
    swap=True: each MatMul stage whose other operand order is worth measuring (other_order:
    it reads other copy stages in their source's order) takes that order, its copies laid out
    for it (other_layout); the stages it applies to are listed in `swappable` either way, so
    swap=True differs iff that list is not empty."""
    from verified_opt.derive.eop_onnx import expr_attribute, make_eop_node
    from verified_opt.derive.match_gemm import match_gemm_bias
    bld = _Builder(prefix, consts or {})
    bld.gather = gather
    if swap:
        root, bld.left = other_layout(root, frozenset(consts or {}))
    values: dict[int, tuple[str, Scope]] = {}
    reads: dict[str, int] = {}   # value name -> how many reads of it the expression has
    # value name -> the bias-free Conv (or Gemm) writing it, and its stage's entry in kinds
    convs: dict[str, tuple[onnx.NodeProto, int]] = {}
    for st in stages(root) + [root]:
        name = output if st is root else bld.name(st.name or "stage")
        values[id(st)] = (name, st)
    bld.copies = {n: (tuple(i.name for i in st.loops), src) for n, st in values.values()
                  if st is not root and (src := copy_source_order(st)) is not None}
    bld.stage_of = {n: st.name or "out" for n, st in values.values()}
    for st in stages(root) + [root]:
        for a in accesses(st.body):
            if isinstance(a.src, Scope):
                reads[values[id(a.src)][0]] = reads.get(values[id(a.src)][0], 0) + 1
    for st in stages(root) + [root]:
        gb = match_gemm_bias(_as_tensors(st, values))
        if gb is not None and reads.get(gb.t.name) == 1:
            bld.gemm_biased.add(gb.t.name)
    for st in stages(root) + [root]:
        name = values[id(st)][0]
        flat = _as_tensors(st, values)
        kind = _library(bld, flat, name, convs, reads) if library else None
        if kind is None:
            ins = [t.name for t in tensors(flat)]
            bld.out.nodes.append(make_eop_node(flat, ins, name, bld.name("eop"),
                                               (schedules or {}).get(expr_attribute(flat))))
            kind = "EOperator"
        bld.out.kinds.append((st.name or "out", kind))
    bld.out.kinds = [(st, k) for st, k in bld.out.kinds if k != FUSED]
    return bld.out


FUSED = "fused"   # a stage whose operator its reader took in (a Conv given its bias)


def _library(bld: _Builder, s: Scope, name: str, convs: dict[str, tuple[onnx.NodeProto, int]],
             reads: Mapping[str, int]) -> str | None:
    """Emit s as library operators writing `name`; the kind emitted, or None (eOperator)."""
    from verified_opt.derive import match_conv, match_copy, match_gather, match_gemm
    fused = _fuse_bias(bld, s, name, convs, reads)
    if fused:
        return fused
    gemm = match_gemm.match_gemm(s)
    if gemm is not None and (name in bld.gemm_biased or gemm.alpha != 1
                             or gemm.transposes(bld.consts)):
        gemm.emit(bld, s, name)
        convs[name] = (bld.out.nodes[-1], len(bld.out.kinds))
        return "Gemm"
    forms = matmul_forms(s, frozenset(bld.consts))
    if forms:
        stage = bld.stage_of.get(name, name)
        form = forms[0]
        if stage in bld.left:   # laid out for its other order (other_layout): take that
            form = next(f for f in forms if isinstance(f.a.src, Tensor) and bld.stage_of.get(
                f.a.src.name, f.a.src.name) == bld.left[stage])
            bld.out.swappable.append(stage)
        elif other_order(forms, frozenset(bld.consts), bld.copies) is not None:
            bld.out.swappable.append(stage)
        _emit_matmul(bld, s, form, name)
        assert isinstance(form.a.src, Tensor) and isinstance(form.b.src, Tensor)
        bld.out.operands.append((stage, bld.stage_of.get(form.a.src.name, form.a.src.name),
                                 bld.stage_of.get(form.b.src.name, form.b.src.name)))
        return "MatMul"
    if match_reshape(s):
        assert isinstance(s.body, Access) and isinstance(s.body.src, Tensor)
        bld.out.nodes.append(helper.make_node(
            "Reshape", [s.body.src.name, bld.const(np.array(s.shape, np.int64), "shape")],
            [name], name=bld.name("reshape")))
        return "Reshape"
    perm = match_transpose(s)
    if perm is not None:
        assert isinstance(s.body, Access) and isinstance(s.body.src, Tensor)
        bld.out.nodes.append(helper.make_node("Transpose", [s.body.src.name], [name],
                                              perm=list(perm), name=bld.name("transpose")))
        return "Transpose"
    # looked up on the modules at each call: a test may substitute a wrong form, which the
    # exact check must then reject
    for match in (match_conv.match_conv, match_conv.match_conv_transpose,
                  match_conv.match_col2im, match_copy.match_copy, match_gather.match_gather,
                  match_copy.match_einsum):
        f = match(s) if bld.gather or match is not match_gather.match_gather else None
        if f is not None:
            f.emit(bld, s, name)
            last = bld.out.nodes[-1]
            if last.op_type == f.kind in ("Conv", "ConvTranspose") and last.output[0] == name:
                convs[name] = (last, len(bld.out.kinds))
            return f.kind
    return None


def _fuse_bias(bld: _Builder, s: Scope, name: str,
               convs: dict[str, tuple[onnx.NodeProto, int]], reads: Mapping[str, int]
               ) -> str | None:
    """L<n, f, o..> T[n, f, o..] + B[f] where T is written by a bias-free Conv (or
    ConvTranspose) and read only here: B becomes its bias and it writes `name`; or
    L<i, j> T[i, j] + beta * C[..] where T is written by a Gemm (match_gemm.py): C becomes its
    third input. The kind of the operator, or None."""
    from verified_opt.derive.match_gemm import match_gemm_bias
    if s.sums or not isinstance(s.body, Add):
        return None
    gb = match_gemm_bias(s)
    gemm, k = convs.get(gb.t.name, (None, 0)) if gb is not None else (None, 0)
    if gb is not None and gemm is not None and gemm.op_type == "Gemm" \
            and reads.get(gb.t.name) == 1:
        gemm.input.append(gb.c.name)
        next(a for a in gemm.attribute if a.name == "beta").f = float(gb.beta)
        gemm.output[0] = name
        bld.out.kinds[k] = (bld.out.kinds[k][0], FUSED)
        return "Gemm"
    for t, b in ((s.body.a, s.body.b), (s.body.b, s.body.a)):
        if not (isinstance(t, Access) and isinstance(b, Access)
                and isinstance(t.src, Tensor) and isinstance(b.src, Tensor)):
            continue
        conv, k = convs.get(t.src.name, (None, 0))
        if conv is None or conv.op_type == "Gemm" or reads.get(t.src.name) != 1 \
                or len(s.loops) < 2:
            continue
        plain = tuple(Aff(((i.name, 1),)) for i in s.loops)
        f = s.loops[1]
        if t.index != plain or t.src.shape != s.shape or any(i.lo for i in s.loops):
            continue
        if b.src.shape != (f.extent,) or b.index != (plain[1],):
            continue
        conv.input.append(b.src.name)
        conv.output[0] = name
        bld.out.kinds[k] = (bld.out.kinds[k][0], FUSED)
        return conv.op_type
    return None


def node_model(node: onnx.NodeProto, shapes: Mapping[str, tuple[int, ...]],
               consts: Mapping[str, np.ndarray], out_shape: tuple[int, ...]) -> onnx.ModelProto:
    """A model of the operator alone, its constant inputs as initializers: what a derivation
    replaces (timed against its instantiation, and its float contract measured on)."""
    ins = [i for i in node.input if i and i not in consts]
    g = helper.make_graph(
        [node], "op",
        [helper.make_tensor_value_info(i, onnx.TensorProto.FLOAT, shapes[i]) for i in ins],
        [helper.make_tensor_value_info(node.output[0], onnx.TensorProto.FLOAT, out_shape)],
        initializer=[numpy_helper.from_array(np.asarray(v, np.float32), k)
                     for k, v in consts.items() if k in node.input])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    return m


def subgraph_model(root: Scope, inst: Instantiation, output: str,
                   consts: Mapping[str, np.ndarray], opset: int = 18) -> onnx.ModelProto:
    """A model of the instantiation alone: inputs the non-constant tensors root reads; its
    eOperators' outputs typed (eop_onnx.with_eop_domain), so it runs and infers as it is."""
    from verified_opt.derive.eop_onnx import with_eop_domain
    ins = [t for t in tensors(root) if t.name not in consts]
    inits = [numpy_helper.from_array(np.ascontiguousarray(v), k) for k, v in consts.items()
             if any(t.name == k for t in tensors(root))]
    graph = helper.make_graph(
        inst.nodes, "derived",
        [helper.make_tensor_value_info(t.name, onnx.TensorProto.FLOAT, t.shape) for t in ins],
        [helper.make_tensor_value_info(output, onnx.TensorProto.FLOAT, root.shape)],
        initializer=inits + inst.initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset),
                                                    helper.make_opsetid("ai.verified_opt", 1)])
    model.ir_version = 8
    return with_eop_domain(model)


def splice_instantiation(out, inst: Instantiation, replaced: list, meta: dict[str, str],
                         model: onnx.ModelProto) -> list:
    """`out` (a Graph) with the nodes `replaced` replaced by the instantiation's, stamped with
    `meta`, where the last of them was; `model`: the instantiation as a model, typing its values.
    What the derivation pass applies and what `vopt audit` replays (audit/replay.py); returns
    the new nodes."""
    from verified_opt.derive.eop_onnx import DOMAIN, VERSION
    from verified_opt.ops.node import Node, TensorType
    # a name the graph (its tail, its subgraphs) already gives something else would be a
    # second definition, or overwrite a weight only the tail reads: fail closed
    taken = out.taken_names() - {x for n in replaced for x in (n.name, *n.outputs)}
    clash = [x for n in inst.nodes for x in (n.name, *n.output) if x and x in taken] + [
        i.name for i in inst.initializers if i.name in taken and not (
            i.name in out.initializers and np.array_equal(out.initializers[i.name],
                                                          numpy_helper.to_array(i)))]
    if clash:
        from verified_opt.errors import VoptError
        raise VoptError(f"derivation: the instantiation names {clash[:3]}, which the model "
                        "already uses")
    typed = onnx.shape_inference.infer_shapes(model)
    types = {vi.name: vi for vi in list(typed.graph.value_info) + list(typed.graph.output)}
    new_nodes = []
    for n in inst.nodes:
        attrs = {a.name: helper.get_attribute_value(a) for a in n.attribute}
        attrs = {k: (v.decode() if isinstance(v, bytes) else v) for k, v in attrs.items()}
        new_nodes.append(Node(n.op_type, tuple(n.input), tuple(n.output), attrs,
                              name=n.name, domain=n.domain, meta=meta))
        for o in n.output:
            vi = types.get(o)
            if vi is not None:
                dims = tuple(d.dim_value for d in vi.type.tensor_type.shape.dim)
                out.types[o] = TensorType(dims, "float32")
    for init in inst.initializers:
        value = numpy_helper.to_array(init)
        out.initializers[init.name] = value
        out.types[init.name] = TensorType(tuple(init.dims), value.dtype.name)
    names = {n.name for n in replaced}
    k = max(j for j, n in enumerate(out.nodes) if n.name in names)
    out.nodes[k:k + 1] = new_nodes
    out.nodes[:] = [n for n in out.nodes if n.name not in names]
    if not any(d == DOMAIN for d, _ in out.extra_opsets):
        out.extra_opsets.append((DOMAIN, VERSION))
    return new_nodes
