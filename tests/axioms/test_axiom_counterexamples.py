"""Instances an axiom's own checker draws too rarely to find: each was a counterexample of a
shipped axiom (a red-team review that enumerated sizes 0..3), and the axiom now excludes it."""

from __future__ import annotations

import numpy as np
import pytest

from verified_opt.axioms import soundness as S
from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.semantics.arith import RationalArith, ratios

AXIOMS = {a.name: a for a in load_axioms(default_axiom_dir())}


def _instance(ints, lists, shapes):
    rng = np.random.default_rng(0)
    data = {k: ratios(rng.integers(1, 9, size=s), np.ones(s, dtype=np.int64)).reshape(s)
            for k, s in shapes.items()}
    return S.Instance(ints, lists, {}, data, dict(shapes))


@pytest.mark.parametrize("shapes", [
    # an empty Q: concat(P, Q) has width 1, which broadcasts against U, V of length 2
    {"P": (1, 1), "Q": (1, 0), "U": (1,), "V": (1,)},
    # an empty V: concat(U, V) has length 1, which broadcasts against a width of 2
    {"P": (1, 1), "Q": (1, 1), "U": (1,), "V": (0,)},
])
def test_add_concat_bias_holds_where_its_condition_does(shapes):
    ax = AXIOMS["add_concat_bias"]
    inst = _instance({"ax": 1}, {"p": [1]}, shapes)
    if all(S._Eval(inst, None).holds(c) for c in ax.cond):
        ev = S._Eval(inst, RationalArith())
        lhs, rhs = ev.t(ax.lhs), ev.t(ax.rhs)
        pytest.fail(f"the condition admits {shapes}: lhs {lhs.shape}, rhs {rhs.shape}")
