"""The original subprogram restricted to a box of its output: PET's correction kernels.

`Restrictor.value(name, box)` emits ONNX nodes computing value `name` of the original program on
exactly `box` (a product of half-open intervals) from the program's inputs: a backward pass that
asks each operator which part of its inputs the box needs (a Slice of the inputs' needed region),
and re-emits the operator on those parts with adjusted attributes. How an operator does that is
its `restrict` facet, in its family module under ops/ (Conv: the input rows and weight rows of
the box; MatMul / Gemm, Transpose, Concat, Split, Slice, Pad, Add / Sub / Mul: the index maps
run backwards; Reshape & co: a contiguous run of the input); the facet calls back into the
Restrictor (value, cut, emit, broadcast_box, param and the builder `b`).

Anything else is computed whole and sliced: always correct, and the cost model then says
whether the correction is worth it.
"""

from __future__ import annotations

from verified_opt.ir.graph import Graph, Node
from verified_opt.ops.grid import Box, full_box
from verified_opt.ops.registry import OPS
from verified_opt.partial.program import Builder


class Restrictor:
    def __init__(self, src: Graph, builder: Builder) -> None:
        self.src = src
        self.b = builder
        self.producer = src.producers()
        self.memo: dict[tuple[str, Box], str] = {}
        self.params: dict[str, str] = {}  # src int parameter -> its name in the builder

    # ---- plumbing --------------------------------------------------------------------------
    def shape(self, name: str) -> tuple[int, ...]:
        return self.src.types[name].shape

    def param(self, name: str) -> str:
        if name not in self.params:
            self.params[name] = self.b.param(self.src.initializers[name], "param")
            self.b.params[self.params[name]] = self.src.initializers[name].copy()
        return self.params[name]

    def cut(self, x: str, have: Box, want: Box) -> str:
        """A tensor that holds a value on `have`, sliced to `want` (inside it)."""
        if have == want:
            return x
        axes = [k for k, (h, w) in enumerate(zip(have, want)) if h != w]
        return self.b.slice(x, [want[k][0] - have[k][0] for k in axes],
                            [want[k][1] - have[k][0] for k in axes], axes)

    def value(self, name: str, box: Box) -> str:
        box = tuple((int(lo), int(hi)) for lo, hi in box)
        key = (name, box)
        if key in self.memo:
            return self.memo[key]
        full = full_box(self.shape(name))
        out: str | None
        if name not in self.producer:  # a program input
            out = self.cut(name, full, box)
        else:
            node = self.producer[name]
            spec = OPS.get(node.op)
            restrict = spec.restrict if spec is not None else None
            out = restrict(self, node, name, box) if restrict is not None else None
            if out is None:
                whole = self.whole(node, name)
                out = self.cut(whole, full, box)
        self.memo[key] = out
        return out

    def whole(self, node: Node, name: str) -> str:
        """The node re-emitted on its whole inputs: every output of it, whole."""
        key = (name, full_box(self.shape(name)))
        if key in self.memo:
            return self.memo[key]
        spec = OPS[node.op]
        ins = []
        for k, i in enumerate(node.inputs):
            if not i:
                ins.append("")
            elif k in spec.const_inputs or i in self.src.initializers and \
                    self.src.initializers[i].dtype.kind != "f":
                ins.append(self.param(i))
            else:
                ins.append(self.value(i, full_box(self.shape(i))))
        outs = self.b.add(node.op, ins, dict(node.attrs), outputs=len(node.outputs),
                          base="whole")
        for o, new in zip(node.outputs, outs):
            if o:
                self.memo[(o, full_box(self.shape(o)))] = new
        return self.memo[key]

    def emit(self, node: Node, ins: list[str], attrs: dict | None = None) -> str:
        """The node again on inputs `ins`, with its attributes or `attrs`."""
        return self.b.one(node.op, ins, dict(node.attrs) if attrs is None else attrs,
                          base="corr")

    def broadcast_box(self, operand: str, name: str, box: Box) -> Box:
        """The part of `operand` that a box of the output `name` reads through broadcasting
        (a dimension of size 1 that the output broadcasts is read whole)."""
        shape, out = self.shape(operand), self.shape(name)
        off = len(out) - len(shape)
        return tuple((0, 1) if d == 1 and out[off + k] != 1 else box[off + k]
                     for k, d in enumerate(shape))
