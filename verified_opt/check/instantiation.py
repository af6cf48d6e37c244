"""The instantiation of a derived expression, run and compared with the expression's exact
value (derive/evaluate.py) on random integers: the check that the library operators and
eOperators a derivation became compute what its last proved expression states. Used before a
derivation is applied (api/derivations.py) and again by `vopt audit`."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from verified_opt.derive.expr import Scope
from verified_opt.derive.instantiate import instantiate, subgraph_model
from verified_opt.errors import VoptError, one_line

FLOAT32_EXACT = 1 << 24  # float32 holds every integer below this exactly


def check_instantiation(root: Scope, const_names: set[str], library: bool = True,
                        seed: int = 0, max_points: int = 8192,
                        schedules: Mapping[str, str] | None = None, gather: bool = True,
                        swap: bool = False, memo: dict | None = None) -> tuple[bool, str]:
    """Instantiate root again with random integer values for every tensor (the constants
    among them re-laid out by the same code as the real weights), run it (ONNX Runtime and the
    TVM kernels, float32, small values: exact) and compare with root's exact value: at every
    output point, or past max_points at the corners of the output and random points.
    `schedules`: the tuned schedules the eOperators run with (instantiate), checked here as
    they will run; `gather` and `swap` (the MatMuls' other operand order): instantiate's,
    likewise. memo: exact values already computed for this root and draw (a candidate's
    variants are instantiations of one expression)."""
    from verified_opt.backends.hybrid import HybridSession
    from verified_opt.derive.evaluate import (
        TooLarge,
        evaluate_at,
        magnitude_bound,
        memoized,
        random_inputs,
        sample_points,
    )
    from verified_opt.derive.proof import EXACT_WORK
    bound = magnitude_bound(root, 3)
    if bound >= FLOAT32_EXACT:  # rounding could make two different results compare equal
        return False, (f"values up to {bound:.2e} may pass 2^24, past which float32 (the "
                       "instantiation's type) does not hold integers exactly: not checked")
    rng = np.random.default_rng(seed)
    vals = random_inputs(root, rng, -3, 4)
    # the exact value first: one too large to evaluate (the derivation proofs' EXACT_WORK)
    # means no check, so no use, and nothing is compiled or run for it
    box = [(i.lo, i.hi) for i in root.loops]
    pts = sample_points(box, rng, max_points)
    try:
        want = memoized(memo, root, ("instantiation", seed, max_points), lambda: evaluate_at(
            root, vals, pts, budget=EXACT_WORK).astype(np.float32))
    except TooLarge as e:
        return False, f"too large to check exactly: {e} at {len(pts)} points"
    consts = {k: v.astype(np.float32) for k, v in vals.items() if k in const_names}
    inst = instantiate(root, "check_out", "check", consts, library, schedules, gather,
                       swap)
    model = subgraph_model(root, inst, "check_out", consts)
    feeds = {k: v.astype(np.float32) for k, v in vals.items() if k not in const_names}
    try:
        got = HybridSession(model).run(feeds)[0]
    except VoptError as e:   # an instantiation that does not run is not a checked one
        return False, f"the instantiation did not run: {one_line(e, 200)}"
    if got.shape != root.shape:
        return False, f"shape {got.shape} vs {root.shape}"
    at = got[tuple((pts - [lo for lo, _ in box]).T)]
    bad = np.nonzero(at != want)[0]
    if len(bad):
        p = tuple(int(x) for x in pts[bad[0]])
        return False, f"differs at {p}: {at[bad[0]]} vs {want[bad[0]]}"
    if schedules:
        # a tuned schedule (from the tuning database, which anyone may edit) against the
        # same kernels untuned at every output point, not only the sampled ones: on these
        # small integers both are exact, so equal bit for bit
        plain = instantiate(root, "check_out", "check", consts, library, None, gather, swap)
        try:
            ref = HybridSession(subgraph_model(root, plain, "check_out", consts)).run(feeds)[0]
        except VoptError as e:
            return False, f"the untuned instantiation did not run: {one_line(e, 200)}"
        if not np.array_equal(got, ref):
            p = tuple(int(x) for x in np.argwhere(got != ref)[0])
            return False, (f"the tuned kernels differ from the untuned ones at {p} (of "
                           f"{got.size} points): {got[p]} vs {ref[p]}")
        return True, (f"equal on {len(pts)} points, and to the untuned kernels at all "
                      f"{got.size}")
    return True, f"equal on {len(pts)} points"
