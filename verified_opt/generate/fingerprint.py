"""Fingerprints: a value's data on random integer inputs in exact arithmetic, hashed.

Every pool input gets `draws` independent random tensors at each size assignment, in two
exact arithmetics (verified_opt.semantics.arith):

- "mod": uniform residues modulo PRIME (2^31 - 19), for values built from linear and
  multilinear operators only. Such a value is a polynomial of degree at most K + 1 in the input
  entries (K operators), so two different values agree on one draw with probability at most
  (K + 1) / PRIME (Schwartz-Zippel), and on all draws of one assignment with probability at
  most ((K + 1) / PRIME) ** draws.
- "int": exact int64 integers in [-int_range, int_range], for values with an order-based
  operator (Relu, MaxPool). Piecewise polynomial: no formal bound, which is harmless for
  soundness, since a false collision only proposes a candidate that verification then refutes.

Pool constants (identity kernels, ones) have their own fixed data, not random draws: they are
not variables of the polynomial, so the bound stands.

A value's key is its mod digest when it has one, else its int digest. Evaluation is exact and
deterministic, so equal values always get equal keys: no rule is missed by the fingerprints.
"""

from __future__ import annotations

import hashlib
import math
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from verified_opt.errors import ExactOverflow, NotExact, ShapeError
from verified_opt.generate.universe import Universe
from verified_opt.ir.evaluate import eval_node
from verified_opt.ops.window import windows
from verified_opt.semantics.arith import PRIME, IntArith, ModArith
from verified_opt.semantics.constants import constant_value

MODES = ("mod", "int")
DEFAULT_DRAWS = 2
DEFAULT_INT_RANGE = 64


class Fingerprinter:
    """Per-value data and digests, computed on first use and cached (data may be dropped for
    values that will not be operands again: it is recomputed on demand)."""

    def __init__(self, universe: Universe, seed: int = 0, draws: int = DEFAULT_DRAWS,
                 int_range: int = DEFAULT_INT_RANGE, prime: int = PRIME) -> None:
        self.u = universe
        self.draws = draws
        self.int_range = int_range
        self.prime = prime
        self.arith = {"mod": ModArith(prime), "int": IntArith()}
        self._data: dict[int, dict[str, list[np.ndarray]]] = {}
        self._digest: dict[int, dict[str, bytes | None]] = {}
        self._cols: dict[tuple, np.ndarray] = {}
        self.seconds = 0.0
        self.evaluations = 0
        self.overflows = 0
        rng = np.random.default_rng(seed)
        for t, vid in zip(universe.pool, universe.pool_ids):
            v = universe.values[vid]
            data: dict[str, list[np.ndarray]] = {"mod": [], "int": []}
            for a in range(len(universe.assignments)):
                for _ in range(draws):
                    shape = v.shapes[a]
                    if t.constant:  # fixed data: the constant itself, in both arithmetics
                        fixed = constant_value(t.constant, shape).astype(np.int64)
                        data["mod"].append(fixed)
                        data["int"].append(fixed.copy())
                        continue
                    data["mod"].append(rng.integers(0, prime, shape, dtype=np.int64))
                    data["int"].append(rng.integers(-int_range, int_range + 1, shape,
                                                    dtype=np.int64))
            self._data[vid] = data
            self._digest[vid] = {m: _digest(data[m]) for m in MODES}

    # ---- values ----------------------------------------------------------------------------
    def forget(self, vids: range) -> None:
        """Drop the data and digests of values the universe is about to roll back."""
        for vid in vids:
            self._data.pop(vid, None)
            self._digest.pop(vid, None)

    def primary(self, vid: int) -> str:
        """The mode a value is keyed in: exact int with an order-based ancestor, else mod p."""
        return "int" if self.u.values[vid].order else "mod"

    def digest(self, vid: int, mode: str, keep: bool = True) -> bytes | None:
        """The value's digest in `mode` (computed on first use), None without that mode."""
        d = self._digest.setdefault(vid, {})
        if mode not in d:
            self._compute(self._producer(vid), mode, keep)
        return d[mode]

    def value_key(self, vid: int, keep: bool = True) -> tuple | None:
        mode = self.primary(vid)
        d = self.digest(vid, mode, keep)
        return None if d is None else (mode, d)

    def data(self, vid: int, mode: str) -> list[np.ndarray] | None:
        """The value's arrays, one per (assignment, draw), or None without that mode."""
        if self.digest(vid, mode) is None:
            return None
        got = self._data.get(vid, {}).get(mode)
        if got is None:
            self._compute(self._producer(vid), mode, keep=True)
            got = self._data[vid][mode]
        return got

    def _producer(self, vid: int) -> int:
        nid = self.u.values[vid].node
        assert nid is not None  # a pool input's data and digests are made up front and kept
        return nid

    def _compute(self, nid: int, mode: str, keep: bool) -> None:
        u = self.u
        node = u.nodes[nid]
        outs = None
        if not (mode == "mod" and u.values[node.outputs[0]].order):
            args = [self.data(i, mode) for i in node.inputs]
            known = [a for a in args if a is not None]
            if len(known) == len(args):
                outs = self._run(nid, mode, known, cache=True)
        for k, vid in enumerate(node.outputs):
            self._digest.setdefault(vid, {})[mode] = None if outs is None else _digest(outs[k])
            if keep and outs is not None:
                self._data.setdefault(vid, {})[mode] = outs[k]
        if not keep:
            u.release(nid)

    def _run(self, nid: int, mode: str, args: list[list[np.ndarray]], cache: bool = False
             ) -> list[list[np.ndarray]] | None:
        """Evaluate node nid on per-(assignment, draw) arrays; per output, per draw."""
        t0 = time.perf_counter()
        try:
            return self._run_inner(nid, mode, args, cache)
        finally:
            self.seconds += time.perf_counter() - t0

    def _run_inner(self, nid: int, mode: str, args: list[list[np.ndarray]], cache: bool
                   ) -> list[list[np.ndarray]] | None:
        u = self.u
        node = u.nodes[nid]
        concrete = u.concrete_of(nid)
        ar = self.arith[mode]
        per_output: list[list[np.ndarray]] = [[] for _ in node.outputs]
        for a, (gnode, ctx, consts) in enumerate(concrete):
            for d in range(self.draws):
                k = a * self.draws + d
                self.evaluations += 1
                try:
                    if node.op == "Conv":
                        key = (node.inputs[0], mode, k) if cache else None
                        outs = [self._conv(ar, node.attrs, args[0][k], args[1][k], key)]
                    else:
                        inputs = [x[k] for x in args] + consts[len(args):]
                        outs = eval_node(gnode, inputs, ctx, ar)
                except ExactOverflow:
                    self.overflows += 1
                    return None
                except (NotExact, ShapeError):
                    return None
                for j, o in enumerate(outs[: len(node.outputs)]):
                    per_output[j].append(np.ascontiguousarray(o, dtype=np.int64))
        return per_output

    def _conv(self, ar, attrs: dict, x: np.ndarray, w: np.ndarray, key: tuple | None
              ) -> np.ndarray:
        """Conv (group 1, explicit pads) as the reference kernel computes it -- im2col, then
        the arithmetic's matmul -- with the im2col of pool inputs cached."""
        kh, kw = int(w.shape[2]), int(w.shape[3])
        sh, sw = (int(v) for v in attrs["strides"])
        pt, pl, pb, pr = (int(v) for v in attrs["pads"])
        ckey = None if key is None or self.u.values[key[0]].node is not None else (
            key, kh, kw, sh, sw, pt, pl, pb, pr)
        cols = self._cols.get(ckey) if ckey is not None else None
        n, c, h, wd = x.shape
        oh, ow = (h + pt + pb - kh) // sh + 1, (wd + pl + pr - kw) // sw + 1
        if cols is None:
            xp = np.zeros((n, c, h + pt + pb, wd + pl + pr), dtype=np.int64)
            xp[:, :, pt:pt + h, pl:pl + wd] = x
            cols = windows(xp, (kh, kw), (sh, sw), (1, 1), (oh, ow)).reshape(
                n, 1, c * kh * kw, oh * ow)
            if ckey is not None:
                self._cols[ckey] = cols
        m = w.shape[0]
        y = ar.matmul(w.reshape(1, m, c * kh * kw), cols)
        return y.reshape(n, m, oh, ow)

    # ---- graphs ----------------------------------------------------------------------------
    def graph_mode(self, outputs: tuple[int, ...]) -> str:
        return "mod" if all(self.primary(o) == "mod" for o in outputs) else "int"

    def graph_key(self, outputs: tuple[int, ...]) -> tuple | None:
        """The key of a graph: its mode and the sorted digests of its outputs."""
        mode = self.graph_mode(outputs)
        ds = self._digests(outputs, mode)
        if ds is None:
            return None
        return (mode, tuple(sorted(ds)))

    def _digests(self, outputs: tuple[int, ...], mode: str) -> list[bytes] | None:
        """Each output's digest in `mode`; None where one has none."""
        ds = [self.digest(o, mode) for o in outputs]
        known = [d for d in ds if d is not None]
        return known if len(known) == len(ds) else None

    def keyed(self, outputs: tuple[int, ...]) -> tuple[bytes | None, tuple[bytes, ...] | None]:
        """graph_key as one bytes object (the group table is large), and each output's digest
        in the key's mode (to pair outputs without the values at hand); Nones without a key."""
        key = self.graph_key(outputs)
        digests = self._digests(outputs, key[0]) if key is not None else None
        if key is None or digests is None:
            return None, None
        return key[0].encode() + b"".join(key[1]), tuple(digests)

    def match_outputs(self, a: tuple[int, ...], b: tuple[int, ...]) -> list[tuple[int, int]] | None:
        """Pair the outputs of two graphs with equal keys, output by output."""
        mode = self.graph_mode(a + b)
        db = [self.digest(o, mode) for o in b]
        pairs, used = [], set()
        for o in a:
            d = self.digest(o, mode)
            hit = next((j for j, e in enumerate(db) if d is not None and e == d
                        and j not in used), None)
            if hit is None:
                return None
            used.add(hit)
            pairs.append((o, b[hit]))
        return pairs

    def equal(self, a: int, b: int) -> bool:
        mode = self.graph_mode((a, b))
        da, db = self.digest(a, mode), self.digest(b, mode)
        return da is not None and da == db

    # ---- evaluation with substituted values (for pruning) ------------------------------------
    def evaluate(self, nodes: tuple[int, ...], outputs: tuple[int, ...],
                 overrides: dict[int, dict[str, list[np.ndarray]]], mode: str
                 ) -> list[list[np.ndarray]] | None:
        """The outputs of `nodes` (topologically sorted ids) when the values in `overrides`
        take the given data instead of their own. None if some node cannot be evaluated."""
        env: dict[int, list[np.ndarray]] = {v: d[mode] for v, d in overrides.items()}

        def get(v: int) -> list[np.ndarray] | None:
            if v in env:
                return env[v]
            return self.data(v, mode)

        for nid in nodes:
            node = self.u.nodes[nid]
            if all(o in env for o in node.outputs):
                continue
            args = [get(i) for i in node.inputs]
            known = [a for a in args if a is not None]
            if len(known) != len(args):
                return None
            outs = self._run(nid, mode, known)
            if outs is None:
                return None
            for o, data in zip(node.outputs, outs):
                env.setdefault(o, data)
        res = [get(o) for o in outputs]
        known_res = [r for r in res if r is not None]
        return known_res if len(known_res) == len(res) else None

    def random_like(self, vid: int, rng: np.random.Generator) -> dict[str, list[np.ndarray]]:
        """Fresh random data shaped like value vid, in both modes."""
        v = self.u.values[vid]
        out: dict[str, list[np.ndarray]] = {"mod": [], "int": []}
        for a in range(len(self.u.assignments)):
            for _ in range(self.draws):
                out["mod"].append(rng.integers(0, self.prime, v.shapes[a], dtype=np.int64))
                out["int"].append(rng.integers(-self.int_range, self.int_range + 1, v.shapes[a],
                                               dtype=np.int64))
        return out


def _digest(arrays: list[np.ndarray]) -> bytes:
    h = hashlib.blake2b(digest_size=16)
    for a in arrays:
        h.update(repr(a.shape).encode())
        h.update(np.ascontiguousarray(a, dtype=np.int64).tobytes())
    return h.digest()


@dataclass
class CollisionBound:
    """How likely an accidental fingerprint collision is (what the summary reports)."""

    prime: int
    max_degree: int
    draws: int
    assignments: int
    per_pair_mod: float  # two different mod-mode graphs collide
    union_mod: float  # any of the recorded pairs
    digest_bits: int
    union_digest: float  # two different data sets get one 128-bit digest
    int_range: int
    note: str

    def to_json(self) -> dict[str, Any]:
        return {"prime": self.prime, "max_degree": self.max_degree, "draws": self.draws,
                "assignments": self.assignments, "per_pair_mod": self.per_pair_mod,
                "union_mod": self.union_mod, "digest_bits": self.digest_bits,
                "union_digest": self.union_digest, "int_range": self.int_range,
                "note": self.note}


def collision_bound(max_ops: int, draws: int, assignments: int, graphs: int,
                    prime: int = PRIME, int_range: int = DEFAULT_INT_RANGE) -> CollisionBound:
    """Schwartz-Zippel: a nonzero polynomial of degree d vanishes at a uniform point of F_p^m
    with probability <= d/p. Each multilinear operator at most adds degrees, so K operators
    give degree <= K + 1. Two different graphs differ at some assignment; there, all `draws`
    independent draws must vanish: <= (d/p)^draws. Union bound over all pairs of graphs."""
    d = max_ops + 1
    per_pair = (d / prime) ** draws
    pairs = graphs * (graphs - 1) / 2
    union = min(1.0, per_pair * pairs)
    union_digest = min(1.0, pairs / 2.0 ** 128)
    note = (f"mod-{prime} graphs: <= ({d}/p)^{draws} = {per_pair:.3g} per pair of different "
            f"graphs, <= {union:.3g} over all {graphs} recorded graphs; graphs with Relu/MaxPool "
            f"are fingerprinted in exact int64 on [-{int_range}, {int_range}] (piecewise "
            "polynomial: no formal bound; a false collision only costs a refuted candidate)")
    return CollisionBound(prime, d, draws, assignments, per_pair, union, 128, union_digest,
                          int_range, note)


def log10(x: float) -> float:
    return math.log10(x) if x > 0 else float("-inf")
