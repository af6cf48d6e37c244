"""Multilinear subprograms and their mutants.

Subprograms. `regions` splits a graph into maximal connected regions of operators box
propagation handles (between non-linear and opaque operators). Each Conv and MatMul of a region
anchors a subprogram written over canonical names (x, w, b -> y; a, b -> y): mutants found for
one anchor serve every anchor with the same operator, attributes and shapes. `chain_anchors`
adds the longer subprograms of a region: core operators joined by a chain of other
operators of the region whose values nothing else reads (BERT's x Wq + b -> Reshape ->
Transpose -> Q K^T, a depthwise Conv then its pointwise Conv); the search below then mutates
any core operator of the program, and the box test covers the whole chain.

Mutants. A depth-first search applies local transformations to a *core* operator (Conv, MatMul)
of the current program, up to a depth; every transformation writes the core operator with
Conv, MatMul, Transpose, Reshape, Concat, Split, Slice and Pad and attribute variants:

  Conv  pad_in            explicit Pad, then Conv without pads                      (equivalent)
        pad_out[ax]       Conv without pads on an axis, zero Pad of its output      (borders)
        block[ax,f]       spatial-to-batch: f contiguous blocks of an axis become
                          batch (Reshape/Transpose/Reshape), same Conv, back        (seams)
        phase[ax,f]       PET's dilated-conv mutant: f interleaved phases become
                          batch, Conv with dilation d/f and pads p/f, back           (equivalent)
        split[ax]         Split an axis in halves, one Conv each, Concat             (seams)
        batch_to_space[f] f images stacked along H (a smaller batch), Conv, back     (seams)
        dense_groups      grouped Conv as one dense Conv on a block-diagonal
                          weight (Split / Pad / Concat of the weight)                (equivalent)
        split_groups      two Convs of half the groups each, Concat                 (equivalent)
        split_out         two Convs of half the output channels, Concat              (equivalent)
        to_matmul         1x1 Conv as Reshape + MatMul (+ bias)                      (equivalent)
        stride_slice      strided 1x1 Conv as Slice + Conv                           (equivalent)
  MatMul merge_batch      batch dims folded into rows                                (equivalent)
        transpose_ab      (B^T A^T)^T                                                (equivalent)
        split_rows / split_cols  halves of A's rows or B's columns, Concat           (equivalent)

A transformation that does not apply at the shapes is skipped; every mutant is type-checked and
kept only if its inputs and outputs have the original's shapes. Which are actually equivalent,
and where not, is decided by box testing, never assumed from the table above.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ops.conv import conv_window
from verified_opt.ops.grid import _ctx
from verified_opt.partial.boxes import PET_OPS
from verified_opt.partial.program import Builder, finish
from verified_opt.search.search import graph_hash

CORE_OPS = ("Conv", "MatMul")
FACTORS = (2, 4)
MAX_DENSE_GROUPS = 64


# ---- subprograms -------------------------------------------------------------------------------
MAX_CHAIN_NODES = 6


def _members(graph: Graph) -> list[Node]:
    """Modelled float operators that box propagation handles."""
    return [n for n in graph.nodes if n.op in PET_OPS and graph.is_modelled(n)
            and all(np.dtype(graph.types[o].dtype).kind == "f" for o in n.outputs
                    if o and o in graph.types)]


def regions(graph: Graph) -> list[list[str]]:
    """Maximal connected regions of modelled operators that box propagation handles."""
    members = _members(graph)
    parent = {n.name: n.name for n in members}

    def find(a: str) -> str:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    producer = {o: n.name for n in members for o in n.outputs if o}
    for n in members:
        for i in n.inputs:
            if i in producer:
                parent[find(n.name)] = find(producer[i])
    groups: dict[str, list[str]] = {}
    for n in members:
        groups.setdefault(find(n.name), []).append(n.name)
    return sorted(groups.values(), key=len, reverse=True)


@dataclass
class Anchor:
    node: Node  # the (first) core operator
    program: Graph  # canonical names
    binding: dict[str, str]  # canonical input -> value in the graph
    output: str  # the program's output in the graph
    constant: set[str]  # canonical inputs that are initializers in the graph
    nodes: tuple[Node, ...] = ()  # the graph nodes the program computes, when more than `node`

    @property
    def key(self) -> str:
        return anchor_key(self.program)

    @property
    def replaced(self) -> tuple[Node, ...]:
        return self.nodes or (self.node,)

    @property
    def label(self) -> str:
        return " > ".join(n.op for n in self.program.nodes)


def anchor_key(program: Graph) -> str:
    """Operators, attributes, wiring, input shapes and int64 parameters: equal keys, equal
    programs (node names aside)."""
    nodes = [(n.op, sorted((k, repr(v)) for k, v in n.attrs.items()), n.inputs, n.outputs)
             for n in program.nodes]
    shapes = [(k, program.inputs[k].shape, program.inputs[k].dtype) for k in program.inputs]
    params = [(k, v.dtype.name, v.shape, v.tolist()) for k, v in
              sorted(program.initializers.items())]
    return hashlib.sha1(repr((nodes, shapes, params)).encode()).hexdigest()[:16]


def _conv_attrs(graph: Graph, node: Node) -> dict:
    win = conv_window(_ctx(graph, node))
    return {"kernel_shape": list(win.kernel), "strides": list(win.strides),
            "dilations": list(win.dilations), "pads": list(win.pads_begin + win.pads_end),
            "group": int(node.attrs.get("group", 1))}


def anchors(graph: Graph) -> list[Anchor]:
    out = []
    for node in graph.nodes:
        if node.op not in CORE_OPS or not graph.is_modelled(node):
            continue
        ins = [i for i in node.inputs if i]
        known = [graph.types.get(i) for i in ins]
        types = [t for t in known if t is not None and t.dtype == "float32"]
        if len(types) != len(known):
            continue
        if node.op == "Conv":
            if types[0].rank != 4:
                continue
            names = ["x", "w", "b"][: len(ins)]
            attrs = _conv_attrs(graph, node)
        else:
            if types[0].rank < 2 or types[1].rank < 2:
                continue
            names = ["a", "b"]
            attrs = {}
        binding = dict(zip(names, ins))
        inputs = {c: t for c, t in zip(names, types)}
        prog = finish([Node(node.op, tuple(names), ("y",), attrs, "core")], inputs, ["y"], {},
                      name=f"{node.op}_anchor")
        constant = {c for c, i in binding.items() if i in graph.initializers}
        out.append(Anchor(node, prog, binding, node.outputs[0], constant))
    return out


def chain_anchors(graph: Graph, max_nodes: int = MAX_CHAIN_NODES) -> list[Anchor]:
    """Subprograms from a core operator along its only reader, through other operators of its
    region, to each further core operator (at most `max_nodes` nodes); every value inside the
    chain is read by the chain alone and is not a graph output, so the chain can be replaced
    as a whole."""
    members = {n.name for n in _members(graph)}
    readers: dict[str, list[Node]] = {}
    for n in graph.nodes:
        for i in dict.fromkeys(i for i in n.inputs if i):
            readers.setdefault(i, []).append(n)
    outs = set(graph.outputs)
    found = []
    for start in graph.nodes:
        if start.op not in CORE_OPS or start.name not in members:
            continue
        chain = [start]
        while len(chain) < max_nodes:
            cur = chain[-1]
            if len(cur.outputs) != 1 or cur.outputs[0] in outs:
                break
            users = readers.get(cur.outputs[0], [])
            if len(users) != 1 or users[0].name not in members:
                break
            chain.append(users[0])
            if users[0].op in CORE_OPS:  # a subprogram at every further core operator
                anchor = _chain_anchor(graph, chain)
                if anchor is not None:
                    found.append(anchor)
    return found


def _chain_anchor(graph: Graph, chain: list[Node]) -> Anchor | None:
    inside = {o for n in chain for o in n.outputs if o}
    binding: dict[str, str] = {}  # canonical input -> graph value
    rename: dict[str, str] = {}  # graph value -> canonical name
    params: dict[str, np.ndarray] = {}
    inputs: dict[str, TensorType] = {}
    for n in chain:
        for i in n.inputs:
            if not i or i in inside or i in rename:
                continue
            t = graph.types.get(i)
            if t is None:
                return None
            if t.dtype == "float32":
                rename[i] = f"in{len(inputs)}"
                inputs[rename[i]] = t
                binding[rename[i]] = i
            elif i in graph.initializers:  # shape-like parameters (Reshape's shape ...)
                rename[i] = f"p{len(params)}"
                params[rename[i]] = np.asarray(graph.initializers[i])
            else:
                return None  # a shape computed at run time: not a fixed program
    nodes = []
    for k, n in enumerate(chain):
        for o in n.outputs:
            rename[o] = "y" if n is chain[-1] else f"t{k}"
        attrs = _conv_attrs(graph, n) if n.op == "Conv" else dict(n.attrs)
        name = f"core{k}" if n.op in CORE_OPS else f"{n.op.lower()}{k}"
        nodes.append(Node(n.op, tuple(rename[i] if i else "" for i in n.inputs),
                          tuple(rename[o] for o in n.outputs), attrs, name))
    try:
        prog = finish(nodes, inputs, ["y"], params, name="chain")
    except (VoptError, KeyError, ValueError):
        return None
    if prog.types["y"] != graph.types[chain[-1].outputs[0]] or len(prog.nodes) != len(chain):
        return None
    constant = {c for c, i in binding.items() if i in graph.initializers}
    return Anchor(chain[0], prog, binding, chain[-1].outputs[0], constant, tuple(chain))


# ---- transformations ---------------------------------------------------------------------------
Emit = Callable[[Builder], str]  # emits nodes computing the core node's output; returns its name
AXES = {2: "H", 3: "W"}


def _conv(b: Builder, x: str, w: str, bias: str | None, attrs: dict) -> str:
    return b.one("Conv", [x, w] + ([bias] if bias else []), attrs, base="conv")


def _out_len(size: int, pb: int, pe: int, k: int, d: int, s: int) -> int:
    span = size + pb + pe - ((k - 1) * d + 1)
    return -1 if span < 0 else span // s + 1


def conv_transforms(prog: Graph, node: Node) -> Iterator[tuple[str, Emit]]:
    t = prog.types
    x, w = node.inputs[0], node.inputs[1]
    bias = node.inputs[2] if len(node.inputs) > 2 and node.inputs[2] else None
    n, c, h, wd = t[x].shape
    m = t[w].shape[0]
    out = t[node.outputs[0]].shape
    a = _conv_attrs(prog, node)
    k, s, d, g = a["kernel_shape"], a["strides"], a["dilations"], a["group"]
    pb, pe = a["pads"][:2], a["pads"][2:]
    spatial = {2: h, 3: wd}

    if any(a["pads"]):
        def pad_in(b: Builder) -> str:
            xp = b.pad(x, [0, 0, pb[0], pb[1], 0, 0, pe[0], pe[1]])
            return _conv(b, xp, w, bias, {**a, "pads": [0, 0, 0, 0]})
        yield "pad_in", pad_in

    for ax in (2, 3):
        i = ax - 2
        if s[i] == 1 and (pb[i] or pe[i]):
            def pad_out(b: Builder, i=i, ax=ax) -> str:
                pads = list(a["pads"])
                pads[i] = pads[i + 2] = 0
                y = _conv(b, x, w, bias, {**a, "pads": pads})
                op = [0] * 8
                op[ax], op[ax + 4] = pb[i], pe[i]
                return b.pad(y, op)
            yield f"pad_out[{AXES[ax]}]", pad_out

        size, o_len = spatial[ax], out[ax]
        for f in FACTORS:
            if size % f or o_len % f:
                continue
            sub = _out_len(size // f, pb[i], pe[i], k[i], d[i], s[i])
            if sub * f == o_len and sub * s[i] == size // f:
                yield f"block[{AXES[ax]},{f}]", _block(x, w, bias, a, ax, f, (n, c, h, wd),
                                                       (n, m) + tuple(out[2:]), sub)
                if f == 2:
                    yield f"split[{AXES[ax]}]", _split_conv(x, w, bias, a, ax, size, sub)
            if s[i] == 1 and d[i] % f == 0 and pb[i] % f == 0:
                d2, pb2 = d[i] // f, pb[i] // f
                pe2 = o_len // f + (k[i] - 1) * d2 - size // f - pb2
                if pe2 >= 0:
                    yield f"phase[{AXES[ax]},{f}]", _phase(x, w, bias, a, ax, f, (n, c, h, wd),
                                                           (n, m) + tuple(out[2:]), d2, pb2, pe2)
    for f in FACTORS:
        if n % f == 0 and all(s_ == 1 for s_ in s[:1]):
            tall = _out_len(f * h, pb[0], pe[0], k[0], d[0], s[0])
            if tall == f * out[2] and out[2] * s[0] == h:
                yield f"batch_to_space[{f}]", _b2s(x, w, bias, a, f, (n, c, h, wd),
                                                   (n, m) + tuple(out[2:]))
    if 1 < g <= MAX_DENSE_GROUPS:
        yield "dense_groups", _dense_groups(x, w, bias, a, c, m, g)
    if g % 2 == 0:
        def split_groups(b: Builder) -> str:
            xs = b.split(x, [c // 2, c // 2], 1)
            ws = b.split(w, [m // 2, m // 2], 0)
            bs = b.split(bias, [m // 2, m // 2], 0) if bias else [None, None]
            ys = [_conv(b, xs[q], ws[q], bs[q], {**a, "group": g // 2}) for q in range(2)]
            return b.concat(ys, 1)
        yield "split_groups", split_groups
    if g == 1 and m % 2 == 0:
        def split_out(b: Builder) -> str:
            ws = b.split(w, [m // 2, m // 2], 0)
            bs = b.split(bias, [m // 2, m // 2], 0) if bias else [None, None]
            return b.concat([_conv(b, x, ws[q], bs[q], a) for q in range(2)], 1)
        yield "split_out", split_out
    one = k == [1, 1] and g == 1 and not any(a["pads"])
    if one and s == [1, 1]:
        def to_matmul(b: Builder) -> str:
            x3 = b.reshape(x, [n, c, h * wd])
            w2 = b.reshape(w, [m, c])
            y = b.one("MatMul", [w2, x3], base="mm")
            if bias:
                y = b.one("Add", [y, b.reshape(bias, [m, 1])], base="biased")
            return b.reshape(y, [n, m, h, wd])
        yield "to_matmul", to_matmul
    if one and s != [1, 1]:
        def stride_slice(b: Builder) -> str:
            xs = b.slice(x, [0, 0], [h, wd], [2, 3], s)
            return _conv(b, xs, w, bias, {**a, "strides": [1, 1]})
        yield "stride_slice", stride_slice


def _block(x, w, bias, a, ax, f, xshape, yshape, sub) -> Emit:
    n, c, h, wd = xshape
    _, m, ho, wo = yshape

    def emit(b: Builder) -> str:
        if ax == 2:
            x5 = b.reshape(x, [n, c, f, h // f, wd])
            xb = b.reshape(b.transpose(x5, [2, 0, 1, 3, 4]), [f * n, c, h // f, wd])
        else:
            x5 = b.reshape(x, [n, c, h, f, wd // f])
            xb = b.reshape(b.transpose(x5, [3, 0, 1, 2, 4]), [f * n, c, h, wd // f])
        y = _conv(b, xb, w, bias, a)
        if ax == 2:
            y5 = b.reshape(y, [f, n, m, sub, wo])
            return b.reshape(b.transpose(y5, [1, 2, 0, 3, 4]), [n, m, ho, wo])
        y5 = b.reshape(y, [f, n, m, ho, sub])
        return b.reshape(b.transpose(y5, [1, 2, 3, 0, 4]), [n, m, ho, wo])
    return emit


def _phase(x, w, bias, a, ax, f, xshape, yshape, d2, pb2, pe2) -> Emit:
    n, c, h, wd = xshape
    _, m, ho, wo = yshape
    i = ax - 2

    def emit(b: Builder) -> str:
        if ax == 2:
            x5 = b.reshape(x, [n, c, h // f, f, wd])
            xb = b.reshape(b.transpose(x5, [3, 0, 1, 2, 4]), [f * n, c, h // f, wd])
        else:
            x5 = b.reshape(x, [n, c, h, wd // f, f])
            xb = b.reshape(b.transpose(x5, [4, 0, 1, 2, 3]), [f * n, c, h, wd // f])
        dil = list(a["dilations"])
        dil[i] = d2
        pads = list(a["pads"])
        pads[i], pads[i + 2] = pb2, pe2
        y = _conv(b, xb, w, bias, {**a, "dilations": dil, "pads": pads})
        if ax == 2:
            y5 = b.reshape(y, [f, n, m, ho // f, wo])
            return b.reshape(b.transpose(y5, [1, 2, 3, 0, 4]), [n, m, ho, wo])
        y5 = b.reshape(y, [f, n, m, ho, wo // f])
        return b.reshape(b.transpose(y5, [1, 2, 3, 4, 0]), [n, m, ho, wo])
    return emit


def _split_conv(x, w, bias, a, ax, size, sub) -> Emit:
    def emit(b: Builder) -> str:
        xs = b.split(x, [size // 2, size // 2], ax)
        return b.concat([_conv(b, xq, w, bias, a) for xq in xs], ax)
    return emit


def _b2s(x, w, bias, a, f, xshape, yshape) -> Emit:
    n, c, h, wd = xshape
    _, m, ho, wo = yshape

    def emit(b: Builder) -> str:
        x5 = b.reshape(x, [n // f, f, c, h, wd])
        xt = b.reshape(b.transpose(x5, [0, 2, 1, 3, 4]), [n // f, c, f * h, wd])
        y = _conv(b, xt, w, bias, a)
        y5 = b.reshape(y, [n // f, m, f, ho, wo])
        return b.reshape(b.transpose(y5, [0, 2, 1, 3, 4]), [n, m, ho, wo])
    return emit


def _dense_groups(x, w, bias, a, c, m, g) -> Emit:
    cg, mg = c // g, m // g

    def emit(b: Builder) -> str:
        parts = b.split(w, [mg] * g, 0)
        padded = [b.pad(p, [0, q * cg, 0, 0, 0, (g - 1 - q) * cg, 0, 0])
                  for q, p in enumerate(parts)]
        dense = b.concat(padded, 0)
        return _conv(b, x, dense, bias, {**a, "group": 1})
    return emit


def matmul_transforms(prog: Graph, node: Node) -> Iterator[tuple[str, Emit]]:
    t = prog.types
    a, bb = node.inputs
    sa, sb, so = t[a].shape, t[bb].shape, t[node.outputs[0]].shape
    if len(sa) < 2 or len(sb) < 2:
        return
    if len(sa) >= 3 and len(sb) == 2:
        def merge_batch(b: Builder) -> str:
            a2 = b.reshape(a, [int(np.prod(sa[:-1])), sa[-1]])
            return b.reshape(b.one("MatMul", [a2, bb], base="mm"), list(so))
        yield "merge_batch", merge_batch

    def swap(r: int) -> list[int]:
        return list(range(r - 2)) + [r - 1, r - 2]

    def transpose_ab(b: Builder) -> str:
        bt, at = b.transpose(bb, swap(len(sb))), b.transpose(a, swap(len(sa)))
        return b.transpose(b.one("MatMul", [bt, at], base="mm"), swap(len(so)))
    yield "transpose_ab", transpose_ab
    if sa[-2] % 2 == 0:
        def split_rows(b: Builder) -> str:
            parts = b.split(a, [sa[-2] // 2] * 2, len(sa) - 2)
            return b.concat([b.one("MatMul", [p, bb], base="mm") for p in parts], len(so) - 2)
        yield "split_rows", split_rows
    if sb[-1] % 2 == 0:
        def split_cols(b: Builder) -> str:
            parts = b.split(bb, [sb[-1] // 2] * 2, len(sb) - 1)
            return b.concat([b.one("MatMul", [a, p], base="mm") for p in parts], len(so) - 1)
        yield "split_cols", split_cols


TRANSFORMS = {"Conv": conv_transforms, "MatMul": matmul_transforms}


# ---- the search --------------------------------------------------------------------------------
@dataclass
class Mutant:
    label: str
    program: Graph
    depth: int


def _rewrite(prog: Graph, node: Node, emit: Emit, depth: int) -> Graph:
    taken = set(prog.value_names()) | {n.name for n in prog.nodes}
    b = Builder(taken, f"m{depth}_")
    result = emit(b)
    target = node.outputs[0]
    new_nodes = [n.replace(outputs=tuple(target if o == result else o for o in n.outputs),
                           inputs=tuple(target if i == result else i for i in n.inputs))
                 for n in b.nodes]
    if result in prog.inputs or not any(result in n.outputs for n in b.nodes):
        new_nodes.append(Node("Identity", (result,), (target,), {}, b.fresh("Identity")))
    nodes = []
    for n in prog.nodes:
        if n is node:
            nodes.extend(new_nodes)
        else:
            nodes.append(n)
    return finish(nodes, dict(prog.inputs), list(prog.outputs),
                  {**prog.initializers, **b.params}, name="mutant")


def generate(original: Graph, depth: int = 2, limit: int = 64) -> list[Mutant]:
    """Depth-first search over transformations of core operators, iteratively deepened (all
    mutants of depth 1 first, then of depth 2 ...), so that a limit never starves a level;
    distinct (structure hash), shape-preserving mutants in the order found."""
    seen = {graph_hash(original, by_value=True)}
    found: list[Mutant] = []
    want = {o: original.types[o] for o in original.outputs}

    def dfs(prog: Graph, level: int, bound: int, label: str) -> None:
        if level >= bound or len(found) >= limit:
            return
        cores = [n for n in prog.nodes if n.op in TRANSFORMS]
        for index, node in enumerate(cores):
            try:
                variants = list(TRANSFORMS[node.op](prog, node))
            except (VoptError, KeyError, ValueError):
                continue
            for name, emit in variants:
                if len(found) >= limit:
                    return
                try:
                    mutant = _rewrite(prog, node, emit, level + 1)
                except (VoptError, ValueError, KeyError):
                    continue
                if {o: mutant.types[o] for o in mutant.outputs} != want:
                    continue
                if len(cores) > 1:
                    name = f"{name}@{index + 1}"
                full = f"{label} > {name}" if label else name
                h = graph_hash(mutant, by_value=True)
                if level + 1 == bound and h not in seen:
                    seen.add(h)
                    found.append(Mutant(full, mutant, level + 1))
                elif level + 1 < bound:
                    dfs(mutant, level + 1, bound, full)

    for bound in range(1, depth + 1):
        dfs(original, 0, bound, "")
    return found


def input_types(program: Graph) -> dict[str, TensorType]:
    return dict(program.inputs)
