"""The generator's bulk work in chunks: the last level of enumeration, the per-candidate
pruning checks and the implication checks before a level is verified.

Chunks run on an executor (generate.executor: in this process, on workers forked once the
levels below the last are enumerated, or on Ray): its workers hold the universe, the
fingerprints and the frontier at that checkpoint, and every chunk leaves them as it found them
(the universe rolls back). What comes back is universe-independent -- node-set signatures,
event records that `Enumerator.materialize` rebuilds, rules -- and is consumed in chunk order,
so the result is the same for any executor and job count.

The last level is where the work is: at K = 4 it extends millions of graphs, and it is never
extended itself, so nothing it makes has to outlive its chunk.
"""

from __future__ import annotations

import pickle
import time
from array import array
from typing import Any

import numpy as np

from verified_opt.generate import enumerate as en
from verified_opt.generate.executor import STATE, Shared
from verified_opt.generate.fingerprint import Fingerprinter
from verified_opt.generate.generalize import generalize
from verified_opt.generate.prune import (
    Candidate,
    Rewrites,
    canonical,
    congruent,
    constant_instance,
    rule_key,
    shares_subgraph,
    to_rule,
    well_formed,
)
from verified_opt.rules.format import Rule

_STATE = STATE  # the workers' state, under its former name here

CHUNK_GRAPHS = 1024  # frontier graphs per last-level chunk
CHUNK_CANDIDATES = 256


def state(enum: en.Enumerator, fp: Fingerprinter, seed: int, generalize_rules: bool,
          implied: Any) -> dict[str, Any]:
    """What the workers hold (an executor's `start` broadcasts it; the functions below read it
    through executor.STATE)."""
    return {"enum": enum, "fp": fp, "seed": seed, "generalize": generalize_rules,
            "implied": implied}


# ---- the last level --------------------------------------------------------------------------
def last_level_chunk(span: tuple[int, int]) -> en.LastLevelChunk:
    enum: en.Enumerator = STATE["enum"]
    fp: Fingerprinter = STATE["fp"]
    t0, fp0, ev0 = time.perf_counter(), fp.seconds, fp.evaluations
    chunk = enum.last_level_records(*span)
    chunk.seconds = time.perf_counter() - t0
    chunk.fp_seconds = fp.seconds - fp0
    chunk.evaluations = fp.evaluations - ev0
    return chunk


def spans(n: int, size: int) -> list[tuple[int, int]]:
    return [(i, min(i + size, n)) for i in range(0, n, size)]


# ---- the taker's side: what has been seen, and the first graph of each group ----------------
class SigSet:
    """Node-set signatures seen so far, as sorted int64 arrays (a Python set of tens of
    millions of ints would take gigabytes): a large array, and a small one merged into it."""

    MERGE = 1 << 21

    def __init__(self) -> None:
        self.large = np.empty(0, np.int64)
        self.small = np.empty(0, np.int64)

    def __len__(self) -> int:
        return len(self.large) + len(self.small)

    def first_seen(self, sigs: np.ndarray) -> np.ndarray:
        """Which of these (distinct) signatures are new; they are added."""
        new = np.ones(len(sigs), bool)
        for arr in (self.large, self.small):
            if len(arr):
                at = np.minimum(np.searchsorted(arr, sigs), len(arr) - 1)
                new &= arr[at] != sigs
        self.small = _merge(self.small, np.sort(sigs[new]))
        if len(self.small) > self.MERGE:
            self.large, self.small = _merge(self.large, self.small), np.empty(0, np.int64)
        return new


def _merge(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Two sorted arrays, merged."""
    return np.insert(a, np.searchsorted(a, b), b) if len(a) else b


class GroupTable:
    """The first graph of each fingerprint group. Graphs of the levels below the last are kept
    as they are; last-level ones (most of them, millions at K = 4) are packed into arrays:
    frontier index, variant, operands, output refs and output digests."""

    def __init__(self, max_outputs: int) -> None:
        self.width = max_outputs
        self.small: dict[bytes, tuple] = {}
        self.index: dict[int, int] = {}  # hash of the key -> row
        self.ints = array("q")  # per row: gi, variant, operand 0, operand 1, outputs, refs...
        self.digs = bytearray()  # per row: width digests of 16 bytes
        self.row = 4 + 1 + max_outputs

    def __len__(self) -> int:
        return len(self.small) + len(self.index)

    def first(self, key: bytes, side: tuple, digs: tuple[bytes, ...]) -> tuple | None:
        """The group's first (side, digests), or None after making this graph the first."""
        rep = self.small.get(key)
        if rep is not None:
            return rep
        if not isinstance(side[0], int):
            self.small[key] = (side, digs)
            return None
        h = hash(key)
        r = self.index.get(h)
        if r is not None:
            return self._unpack(r)
        gi, (vi, operands), outs = side
        assert len(operands) <= 2 and len(outs) <= self.width, "an application of arity <= 2"
        ops = list(operands) + [-1] * (2 - len(operands))
        self.index[h] = len(self.ints) // self.row
        self.ints.extend([gi, vi, *ops, len(outs), *outs, *[0] * (self.width - len(outs))])
        self.digs += b"".join(digs) + bytes(16 * (self.width - len(digs)))
        return None

    def _unpack(self, r: int) -> tuple:
        f = self.ints[r * self.row:(r + 1) * self.row]
        gi, vi, o0, o1, n = f[:5]
        operands = (o0,) if o1 < 0 else (o0, o1)
        d = self.digs[r * 16 * self.width:(r + 1) * 16 * self.width]
        digs = tuple(bytes(d[16 * k:16 * (k + 1)]) for k in range(n))
        return (gi, (vi, operands), tuple(f[5:5 + n])), digs


# ---- per-candidate pruning -------------------------------------------------------------------
# A candidate description: ("group", level, side, side) or ("identity", level, side, twin refs),
# a side being (frontier index or node tuple, application or None, output refs).
Desc = tuple


def materialize(enum: en.Enumerator, desc: Desc) -> Candidate:
    kind, level, a, b = desc
    if kind == "identity":
        src, (src_out, twins) = enum.materialize(a[0], a[1], a[2], b)
        return Candidate(src, src_out, en.closure(enum.u, list(twins)), twins, kind, level)
    src, (src_out,) = enum.materialize(a[0], a[1], a[2])
    dst, (dst_out,) = enum.materialize(b[0], b[1], b[2])
    return Candidate(src, src_out, dst, dst_out, kind, level)


def shares_an_output(a: tuple, b: tuple) -> bool:
    """Whether two sides of a candidate (descriptions, their outputs paired position by
    position) have an output that is one value: what prune.shares_subgraph checks first, read
    off the descriptions instead of rebuilding both. A ref >= 0 is a value of the frontier's
    universe; -1 - j is the j-th output of the nodes a side's application made, one value on
    both sides only where both made it by the same application. False where unsure: examine
    then decides as before."""
    for x, y in zip(a[2], b[2]):
        if x == y and (x >= 0 or (a[1] is not None and a[1] == b[1])):
            return True
    return False


def examine(index: int, desc: Desc) -> tuple:
    """The order-independent pruning checks of one candidate:
    ("common_subgraph",) | ("congruence",) | ("constant_instance",) | ("ill_formed", text) |
    ("ok", text, pool-shaped rule, generalized rule or None, operators in src + dst,
    rule_key of the pool-shaped rule, of the generalized one or None)."""
    enum: en.Enumerator = STATE["enum"]
    fp: Fingerprinter = STATE["fp"]
    u = enum.u
    c = materialize(enum, desc)
    rng = np.random.default_rng([STATE["seed"] + 1, index])
    if shares_subgraph(u, fp, c, rng):
        return ("common_subgraph",)
    if congruent(u, fp, c):
        return ("congruence",)
    text, names, swap = canonical(u, c)
    pool = dict(zip(u.pool_ids, u.pool))
    if any(o in pool and pool[o].constant for o in c.src_out + c.dst_out):
        return ("ill_formed", text)  # the rule format has no constant outputs (Split(Concat(I, x)))
    if constant_instance(u, fp, c, rng):
        return ("constant_instance",)
    pool_rule = to_rule(u, c, names, "candidate", swap)
    if not well_formed(pool_rule, u.assignments):
        return ("ill_formed", text)
    general = generalize(pool_rule) if STATE["generalize"] else None
    if general is not None and general.inputs == pool_rule.inputs:
        general = None  # nothing to generalize
    # The canonical keys (deduplication, names, verification order) are made here, on the
    # workers: the taker made each two or three times, serially (16 of K = 3's 232 s).
    pool_key = rule_key(pool_rule)
    general_key = rule_key(general) if general is not None else None
    return ("ok", text, pool_rule, general, len(c.src) + len(c.dst), pool_key, general_key)


def examine_chunk(items: list[tuple[int, Desc | bytes]]) -> list[tuple]:
    """examine over (index, description or its pickle)."""
    enum: en.Enumerator = STATE["enum"]
    fp: Fingerprinter = STATE["fp"]
    u = enum.u
    u.checkpoint()
    try:
        return [examine(k, pickle.loads(d) if isinstance(d, bytes) else d) for k, d in items]
    finally:
        fp.forget(range(u.mark_values, len(u.values)))
        u.rollback()


def chunks(items: list, size: int) -> list[list]:
    return [items[i:i + size] for i in range(0, len(items), size)]


# ---- implication before a level is verified ----------------------------------------------------
_REWRITES: dict[str, Any] = {}  # in a worker: the Rewrites of the last task, and its rules' names


def rewrites_of(among: list[Rule], n: int) -> Rewrites:
    """Rewrites of among[:n]: the worker's last ones, cut to what they share with among[:n]
    and extended (tasks of one map share among, and among grows from map to map, except that
    a rule proved and then found implied leaves it). Rule names are digests of the rules'
    canonical forms, so equal names are equal rules."""
    names: list[str] = _REWRITES.get("names", [])
    rewrites: Rewrites | None = _REWRITES.get("rewrites")
    if rewrites is None:
        rewrites, names = Rewrites(), []
        _REWRITES.update(rewrites=rewrites, names=names)
    common = next((k for k, (a, b) in enumerate(zip(among[:n], names)) if a.name != b),
                  min(n, len(names)))
    if common < len(names):
        rewrites.truncate(common)
        del names[common:]
    for r in among[len(names):n]:
        rewrites.add(r)
        names.append(r.name)
    return rewrites


def implied_prefix_chunk(task: tuple[Any, list[tuple[Rule, int]]]) -> list[str | None]:
    """For each (rule, n), the rule of among[:n] whose rewriting derives it, or None; n grows
    along the list, so the rewrites are extended, not rebuilt. `among` is a list of rules or
    an executor.Shared one."""
    among, items = task
    if isinstance(among, Shared):
        among = among.get()
    implied = STATE["implied"]
    out: list[str | None] = []
    for rule, n in items:
        rewrites = rewrites_of(among, n)
        out.append(implied.check_with(rule, rewrites) if rewrites.rules else None)
    return out
