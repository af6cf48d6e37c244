"""Multi-node patterns that are one expression: Longformer's banded products as an ONNX export
writes them (torch.onnx of `gather` / `scatter_add` around a dense `@`), found in a model and
lowered to lower.g2bmm / lower.gbmm so the derivation search runs on them.

    G2BMM  S = MatMul(Q, Transpose(K, perm=[0, 2, 1]))
           Y = Mul(GatherElements(S, idx, axis=2), mask)                 = g2bmm(Q, K, w, d)
    GBMM   D = ScatterElements(zeros, idx, Mul(P, mask), axis=2, reduction="add")
           Y = MatMul(D, V)                                              = gbmm(P, V, w, d)

Tensors of rank 3 as written; of higher rank (multi-head: [batch, heads, m, d]) the band is
along the last axis, the Transpose swaps the last two, and every axis before them is a batch.

idx must be clip(i + (j - w) * d, 0, M - 1) for every batch, and mask the indicator of
i + (j - w) * d in [0, M): the clipped reads are multiplied by 0, which is the expression's
reading out of bounds. Both are checked element by element (constants are folded from the
nodes that compute them, as the TorchScript exporter leaves them); then `check_pattern` runs
the matched nodes on random integers against the expression before a match is used.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import onnx
from onnx import helper, numpy_helper

from verified_opt.derive.expr import Scope, Tensor
from verified_opt.derive.lower import g2bmm, gbmm


@dataclass(frozen=True)
class BandMatch:
    kind: str                 # "g2bmm" | "gbmm"
    nodes: tuple[int, ...]    # positions in the graph of the nodes the match replaces
    a: Tensor                 # Q (g2bmm) or P (gbmm)
    b: Tensor                 # K or V
    output: str
    width: int
    dilation: int

    def expression(self) -> Scope:
        fn = g2bmm if self.kind == "g2bmm" else gbmm
        s = fn(self.a, self.b, self.width, self.dilation)
        return Scope(s.loops, s.sums, s.body, self.output)


class _Graph:
    def __init__(self, model: onnx.ModelProto):
        self.model = model
        g = model.graph
        self.producer = {o: k for k, n in enumerate(g.node) for o in n.output}
        self.inits = {i.name: numpy_helper.to_array(i) for i in g.initializer}
        typed = onnx.shape_inference.infer_shapes(model)
        self.shapes: dict[str, tuple[int, ...]] = {}
        for vi in list(typed.graph.input) + list(typed.graph.value_info) + \
                list(typed.graph.output):
            dims = vi.type.tensor_type.shape.dim
            if all(d.HasField("dim_value") for d in dims):
                self.shapes[vi.name] = tuple(d.dim_value for d in dims)
        self.consumers: dict[str, int] = {}
        for n in g.node:
            for i in n.input:
                self.consumers[i] = self.consumers.get(i, 0) + 1
        for o in g.output:
            self.consumers[o.name] = self.consumers.get(o.name, 0) + 1
        self._folded: dict[str, np.ndarray | None] = {}

    def node(self, value: str, op: str) -> tuple[int, onnx.NodeProto] | None:
        k = self.producer.get(value)
        if k is None:
            return None
        n = self.model.graph.node[k]
        return (k, n) if n.op_type == op and n.domain in ("", "ai.onnx") else None

    def const(self, value: str, depth: int = 0) -> np.ndarray | None:
        """The value when it is an initializer or computed from constants only."""
        if value in self.inits:
            return self.inits[value]
        if value in self._folded:
            return self._folded[value]
        out = None
        k = self.producer.get(value)
        if k is not None and depth < 16:
            n = self.model.graph.node[k]
            ins = [self.const(i, depth + 1) if i else None for i in n.input]
            if all(v is not None or not i for v, i in zip(ins, n.input)) and \
                    n.domain in ("", "ai.onnx"):
                out = _run_node(n, {i: v for i, v in zip(n.input, ins) if v is not None},
                                self.model)[list(n.output).index(value)]
        self._folded[value] = out
        return out


def _run_node(node: onnx.NodeProto, feeds: Mapping[str, np.ndarray],
              model: onnx.ModelProto) -> list[np.ndarray]:
    from onnx.reference import ReferenceEvaluator
    opset = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), 18)
    g = helper.make_graph([node], "fold", [], [helper.make_tensor_value_info(o, 0, None)
                                               for o in node.output],
                          initializer=[numpy_helper.from_array(np.asarray(v), k)
                                       for k, v in feeds.items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])
    return [np.asarray(x) for x in ReferenceEvaluator(m).run(None, {})]


def band_tables(m: int, width: int, dilation: int) -> tuple[np.ndarray, np.ndarray]:
    """[m, 2w+1] the band's columns i + (j - w) * dilation clipped into [0, m) (int64), and
    the indicator of those in it (float32): the tables a band written densely reads."""
    cols = np.arange(m)[:, None] + (np.arange(2 * width + 1)[None, :] - width) * dilation
    return np.clip(cols, 0, m - 1).astype(np.int64), ((cols >= 0) & (cols < m)).astype(
        np.float32)


def _band(idx: np.ndarray | None, mask: np.ndarray | None, batch: tuple[int, ...], m: int
          ) -> tuple[int, int] | None:
    """(width, dilation) when idx broadcast to [*batch, m, 2w+1] is the clipped band and mask
    (any broadcast to it) its in-range indicator, exactly."""
    if idx is None or mask is None or idx.ndim < 2 or idx.ndim > len(batch) + 2 or \
            idx.shape[-1] % 2 == 0:
        return None
    band = idx.shape[-1]
    w = (band - 1) // 2
    try:
        full = np.broadcast_to(idx, (*batch, m, band))
        msk = np.broadcast_to(mask, (*batch, m, band))
    except ValueError:
        return None
    # the dilation: the step between a middle row's band neighbours (in bounds there)
    first = (0,) * len(batch)
    d = int(full[(*first, m // 2, w + 1)] - full[(*first, m // 2, w)]) if w and m > 1 else 1
    if d < 1:
        return None
    want_idx, want_mask = band_tables(m, w, d)
    if not (np.array_equal(full, np.broadcast_to(want_idx, full.shape))
            and np.array_equal(msk.astype(np.float64),
                               np.broadcast_to(want_mask.astype(np.float64), msk.shape))):
        return None
    return w, d


def _mul_operands(g: _Graph, value: str) -> list[tuple[int, str, np.ndarray | None]]:
    """For Mul(a, b) producing value: (node, the non-constant operand, the other's value)."""
    hit = g.node(value, "Mul")
    if hit is None:
        return []
    k, n = hit
    return [(k, n.input[i], g.const(n.input[1 - i])) for i in (0, 1)
            if g.const(n.input[i]) is None]


def find_band_products(model: onnx.ModelProto) -> list[BandMatch]:
    """Every G2BMM and GBMM the model writes in the dense forms above (float32, static
    shapes, intermediate values read only inside the pattern)."""
    g = _Graph(model)
    out: list[BandMatch] = []
    for k, n in enumerate(model.graph.node):
        if n.op_type == "Mul":
            m = _g2bmm_at(g, k, n)
        elif n.op_type == "MatMul":
            m = _gbmm_at(g, k, n)
        else:
            continue
        if m is not None:
            out.append(m)
    return out


def _attrs(node: onnx.NodeProto) -> dict:
    return {a.name: helper.get_attribute_value(a) for a in node.attribute}


def _private(g: _Graph, values: list[str]) -> bool:
    return all(g.consumers.get(v, 0) == 1 for v in values)


def _g2bmm_at(g: _Graph, k: int, mul: onnx.NodeProto) -> BandMatch | None:
    for _, gathered, mask in _mul_operands(g, mul.output[0]):
        ge = g.node(gathered, "GatherElements")
        if ge is None:
            continue
        kg, gnode = ge
        mm = g.node(gnode.input[0], "MatMul")
        if mm is None:
            continue
        km, mnode = mm
        tr = g.node(mnode.input[1], "Transpose")
        if tr is None:
            continue
        kt, tnode = tr
        q, key = mnode.input[0], tnode.input[0]
        qs, ks = g.shapes.get(q), g.shapes.get(key)
        if qs is None or qs != ks or len(qs) < 3:
            continue
        r = len(qs)   # the band along the last axis; every axis before the last two a batch
        if _attrs(gnode).get("axis", 0) not in (r - 1, -1) or \
                list(_attrs(tnode).get("perm", [])) != [*range(r - 2), r - 1, r - 2]:
            continue
        wd = _band(g.const(gnode.input[1]), mask, qs[:-2], qs[-2])
        if wd is None or not _private(g, [tnode.output[0], mnode.output[0], gnode.output[0]]):
            continue
        return BandMatch("g2bmm", (kt, km, kg, k), Tensor(q, qs), Tensor(key, ks),
                         mul.output[0], *wd)
    return None


def _gbmm_at(g: _Graph, k: int, mm: onnx.NodeProto) -> BandMatch | None:
    sc = g.node(mm.input[0], "ScatterElements")
    if sc is None:
        return None
    ks, snode = sc
    attrs = _attrs(snode)
    if attrs.get("reduction", b"none") != b"add":
        return None
    zeros = g.const(snode.input[0])
    if zeros is None or np.any(zeros != 0) or zeros.ndim < 3 or \
            attrs.get("axis", 0) not in (zeros.ndim - 1, -1):
        return None
    idx = g.const(snode.input[1])
    for kmul, p, mask in _mul_operands(g, snode.input[2]):
        v = mm.input[1]
        # P's shape where inference lost it (after a computed Expand): the indices' own
        ps = g.shapes.get(p) or (None if idx is None or idx.ndim != zeros.ndim else idx.shape)
        vs = g.shapes.get(v)
        if ps is None or vs is None or len(ps) != zeros.ndim or len(vs) != zeros.ndim or \
                zeros.shape != (*ps[:-1], vs[-2]) or vs[:-1] != ps[:-1]:
            continue
        wd = _band(idx, mask, ps[:-2], ps[-2])
        if wd is None or wd[0] * 2 + 1 != ps[-1] or not _private(
                g, [snode.input[2], snode.output[0]]):
            continue
        return BandMatch("gbmm", (kmul, ks, k), Tensor(p, ps), Tensor(v, vs), mm.output[0],
                         *wd)
    return None


def pattern_model(model: onnx.ModelProto, match: BandMatch) -> onnx.ModelProto:
    """The matched nodes alone (the constants they read as initializers): inputs a and b."""
    g = _Graph(model)
    nodes = [model.graph.node[k] for k in match.nodes]
    inner = {o for n in nodes for o in n.output}
    needed = {i for n in nodes for i in n.input if i and i not in inner
              and i not in (match.a.name, match.b.name)}
    inits = []
    for name in sorted(needed):
        v = g.const(name)
        if v is None:
            raise ValueError(f"pattern input {name!r} is not constant")
        inits.append(numpy_helper.from_array(np.asarray(v), name))
    ins = {t.name: t for t in (match.a, match.b)}   # one input where a and b are one tensor
    graph = helper.make_graph(
        nodes, "pattern",
        [helper.make_tensor_value_info(t.name, onnx.TensorProto.FLOAT, t.shape)
         for t in ins.values()],
        [helper.make_tensor_value_info(match.output, onnx.TensorProto.FLOAT,
                                       match.expression().shape)], initializer=inits)
    m = helper.make_model(graph, opset_imports=list(model.opset_import))
    m.ir_version = min(model.ir_version, 9)
    return m


def check_pattern(model: onnx.ModelProto, match: BandMatch, seed: int = 0
                  ) -> tuple[bool, str]:
    """The matched nodes run by ONNX Runtime on random integers, against the expression's exact
    value at every point."""
    import onnxruntime as ort

    from verified_opt.derive.evaluate import evaluate, random_inputs
    root = match.expression()
    vals = random_inputs(root, np.random.default_rng(seed), -3, 4)
    try:
        sess = ort.InferenceSession(pattern_model(model, match).SerializeToString(),
                                    providers=["CPUExecutionProvider"])
        got = sess.run(None, {k: v.astype(np.float32) for k, v in vals.items()})[0]
    except Exception as e:  # noqa: BLE001  (ORT raises its own types): not checked, not used
        from verified_opt.errors import one_line
        return False, f"the matched nodes do not run: {one_line(e, 200)}"
    want = evaluate(root, vals).astype(np.float32)
    if got.shape != want.shape:
        return False, f"shape {got.shape} vs {want.shape}"
    bad = np.argwhere(got != want)
    if len(bad):
        p = tuple(int(x) for x in bad[0])
        return False, f"differs at {p}: {got[p]} vs {want[p]}"
    return True, f"equal on {got.size} points"


def replace_match(model: onnx.ModelProto, match: BandMatch, nodes: list[onnx.NodeProto],
                  initializers: list[onnx.TensorProto]) -> onnx.ModelProto:
    """A copy of model with the matched nodes replaced by `nodes` (which write match.output),
    placed where the match's last node was (its inputs are computed before that)."""
    from verified_opt.derive.eop_onnx import with_eop_domain
    out = onnx.ModelProto()
    out.CopyFrom(model)
    last = max(match.nodes)
    kept = []
    for k, n in enumerate(model.graph.node):
        if k == last:
            kept.extend(nodes)
        elif k not in match.nodes:
            kept.append(n)
    del out.graph.node[:]
    out.graph.node.extend(kept)
    out.graph.initializer.extend(initializers)
    used = {i for n in out.graph.node for i in n.input}
    live = [i for i in out.graph.initializer if i.name in used]
    del out.graph.initializer[:]
    out.graph.initializer.extend(live)
    return with_eop_domain(out)


KIND_OP = {"g2bmm": "G2BMM", "gbmm": "GBMM"}   # the name a derivation of each kind goes by


def writer_name(pattern: onnx.ModelProto, output: str) -> str:
    """The name of the pattern's node that writes `output` (else the output's own): what a
    band's derivation is called and its instantiation's nodes are named after."""
    last = next(n for n in pattern.graph.node if output in n.output)
    return last.name or output


def encode_pattern(pattern: onnx.ModelProto) -> str:
    """A pattern model (pattern_model) as report text: its bytes, zlib, base64. The band's
    index and mask tables compress well (they are arithmetic sequences)."""
    import base64
    import zlib
    return base64.b64encode(zlib.compress(pattern.SerializeToString(), 9)).decode()


def decode_pattern(text: str) -> onnx.ModelProto:
    import base64
    import zlib
    model = onnx.ModelProto()
    model.ParseFromString(zlib.decompress(base64.b64decode(text, validate=True)))
    return model


def whole_match(pattern: onnx.ModelProto) -> BandMatch:
    """The one band product a pattern model is, every node of it: what `vopt audit` rebuilds
    a pattern's expression from. ValueError where the model is anything else."""
    found = find_band_products(pattern)
    every = tuple(range(len(pattern.graph.node)))
    whole = [m for m in found if tuple(sorted(m.nodes)) == every]
    if len(whole) != 1:
        raise ValueError(f"the pattern's {len(every)} nodes are not one G2BMM or GBMM "
                         f"({len(found)} band products found in it)")
    m = whole[0]
    if [i.name for i in pattern.graph.input] != list(dict.fromkeys([m.a.name, m.b.name])) or \
            [o.name for o in pattern.graph.output] != [m.output]:
        raise ValueError("the pattern's inputs and output are not the band product's")
    return m
