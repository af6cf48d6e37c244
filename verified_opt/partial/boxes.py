"""Box propagation for multilinear subprograms (PET's theorem, made exact).

Every float tensor that enters a subprogram (activations and weights alike) is a *variable*; the
value of every position of every tensor computed from them is then a polynomial in the variables'
elements. Box propagation splits each tensor's index space into a grid of boxes (exact integer
intervals per dimension) such that, inside one box, the tensor has PET's *single summation region*
form

    T[v] = sum_{r in R} c_r * prod_j X_j[A_j v + b_j(r)]          (v in the box)

with R, the coefficients c_r and the linear parts A_j independent of v. Put differently: for
every *signature* (the set of variables multiplied in a monomial) the multiset of monomials at
v + e_i is the one at v shifted by a fixed index vector, for every v, v + e_i in the box.

Why that is what random testing needs (the argument `partial.testing` relies on): if two
programs both have this form on a box, and they are equal as polynomials at the box origin o and
at o + e_i for every dimension i, then the monomial multisets satisfy S1(o) = S2(o) =: S and
S + a1_i = S + a2_i, so a1_i = a2_i (a finite multiset determines its shift: compare the
lexicographically least elements), hence S1(v) = S + sum (v-o)_i a_i = S2(v) on the whole box.
(Without the fixed linear part the claim is false: X[v] + X[3v+1] and X[1] + X[4v] agree at
v = 0 and v = 1 and nowhere after; that is why Add refuses operands that share a signature.)

How each operator moves boxes is its `boxes` facet, in its family module under ops/ (written in
the algebra of ops/grid.py: a grid is represented by its cut points per dimension, a box is a
cell of the grid). One condition spans operators: those that sum over positions of an input
(Conv's window and channels, MatMul's and Gemm's inner dimension) combine several of its boxes
in one output box, so every box must move a signature's indices with the same linear part.
That holds of variables and survives affine data movement; a Concat whose parts share a
signature (two views of one tensor) or an edge/reflect/wrap Pad loses it, and such an input is
refused (ops/grid.py's _reduced). (Brute force finds the counterexample: Conv(Concat(X, X^T))
has boxes where the m+1 positions agree and others not.)

Anything else raises NotMultilinear: the subprogram (or mutant) is not certified, never guessed.
"""

from __future__ import annotations

import numpy as np

from verified_opt.errors import VoptError
from verified_opt.ir.graph import Graph
from verified_opt.ops.grid import Box, Grid, NotMultilinear, Poly
from verified_opt.ops.registry import OPS

# Operators box propagation handles: those with a boxes facet (the data-movement ones need no
# arithmetic).
PET_OPS = frozenset(name for name, spec in OPS.items() if spec.boxes is not None)


def box_positions(box: Box) -> list[tuple[int, ...]]:
    """PET's test positions: the origin, and origin + e_i for every dimension the box spans."""
    origin = tuple(lo for lo, _ in box)
    out = [origin]
    for i, (lo, hi) in enumerate(box):
        if hi - lo > 1:
            out.append(origin[:i] + (lo + 1,) + origin[i + 1:])
    return out


def variables_of(graph: Graph) -> list[str]:
    """The variables of a subprogram: its float inputs, and float initializers that enter the
    arithmetic (not those read only as parameters, like Pad's constant_value)."""
    out = [k for k, t in graph.inputs.items() if np.dtype(t.dtype).kind == "f"]
    data_uses = set()
    for n in graph.nodes:
        spec = OPS.get(n.op)
        consts = spec.const_inputs if spec else {}
        data_uses |= {i for k, i in enumerate(n.inputs) if i and k not in consts}
    out += [k for k, v in graph.initializers.items() if v.dtype.kind == "f" and k in data_uses]
    return out


def propagate(graph: Graph) -> dict[str, Poly]:
    """Boxes of every float value of a subprogram; raises NotMultilinear where not certified."""
    polys: dict[str, Poly] = {}
    for name in variables_of(graph):
        t = graph.types[name]
        polys[name] = Poly(Grid.whole(t.shape), frozenset({frozenset({name})}))
    for node in graph.nodes:
        if node.op not in PET_OPS or node.domain not in ("", "ai.onnx"):
            raise NotMultilinear(f"{node.op} '{node.name}' is not multilinear")
        spec = OPS[node.op]
        ins: list[Poly | None] = []
        for k, i in enumerate(node.inputs):
            if not i or k in spec.const_inputs:
                ins.append(None)
                continue
            if i not in polys:
                raise NotMultilinear(f"{node.op} '{node.name}': input '{i}' is not a float value "
                                     "of the subprogram")
            ins.append(polys[i])
        data = [p for k, p in enumerate(ins) if k not in spec.const_inputs]
        if any(p is None for p in data[:2 if spec.bilinear else 1]):
            raise NotMultilinear(f"{node.op} '{node.name}': missing data input")
        outs_t = [graph.types.get(o) if o else None for o in node.outputs]
        try:
            assert spec.boxes is not None  # PET_OPS are the operators that have the facet
            results = spec.boxes(graph, node, ins, outs_t)
        except NotMultilinear:
            raise
        except VoptError as e:  # a non-constant parameter, a malformed attribute ...
            raise NotMultilinear(f"{node.op} '{node.name}': {e}") from None
        for o, p in zip(node.outputs, results):
            if o and p is not None:
                polys[o] = p
    return polys
