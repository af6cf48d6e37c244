"""The float contract of a derivation or a PET mutant, measured on what it replaces and what
replaces it (the rules' is classified from the rule: verify/float_contract.py).

A derivation's steps only regroup the terms of the expressions they rewrite (derive/proof.py),
so on finite inputs its float results move only by reassociation. But what a derivation
replaces in a model is ONNX nodes, and an expression reads out-of-bounds values as 0 where
those nodes may compute `0 * x`: a banded product written as a dense MatMul over a matrix that
is zero outside the band multiplies every row of V by those zeros, and the derived band
product does not. Over the reals nothing changes; in float32, an inf or a NaN in a row of V
outside a query's band makes that query's output NaN on one side and finite on the other.
That is the `zero-terms` tier (verify/float_contract.py), outside the default contract.

So the tier is measured, as a rule's is on its two sides: both models run in ONNX Runtime
(eOperators on the hybrid runner) on a standard-normal draw with an inf, a -inf or a NaN put
at a few positions of one data input at a time (the first, middle and last element and a
seeded one); wherever an output is finite on one side and not on the other, the derivation is
`zero-terms`, else `reassociate` (a NaN on one side and an inf on the other is allowed there,
as for rules). Deterministic (seed 0), so `vopt audit` measures the same from the report. Like
a rule's tier, it is what these cases show, not a proof.
"""

from __future__ import annotations

import numpy as np
import onnx

REASSOCIATE = "reassociate"
ZERO_TERMS = "zero-terms"
SPECIALS = (("inf", np.inf), ("-inf", -np.inf), ("NaN", np.nan))

REASONS = {
    REASSOCIATE: "the replaced nodes' terms, regrouped (a derivation splits, reorders and "
                 "reindexes the operator's sum; a PET mutant recomputes what it gets wrong): "
                 "no output changes finiteness when an input holds an inf or a NaN",
    ZERO_TERMS: "the replaced nodes compute terms that are 0 over the reals (0 * x) which "
                "the rewrite drops, or the reverse: an inf or a NaN in an input makes an "
                "output finite on one side and not on the other",
}


def _data_inputs(model: onnx.ModelProto) -> dict[str, tuple[int, ...]]:
    inits = {t.name for t in model.graph.initializer}
    return {i.name: tuple(d.dim_value for d in i.type.tensor_type.shape.dim)
            for i in model.graph.input if i.name not in inits}


def _positions(size: int, rng: np.random.Generator) -> list[int]:
    return sorted({0, size // 2, size - 1, int(rng.integers(size))})


def measured_tier(source: onnx.ModelProto, derived: onnx.ModelProto, seed: int = 0,
                  threads: int = 2) -> tuple[str, str]:
    """(tier, evidence) of replacing `source` by `derived` (the same data inputs and output
    names): `zero-terms` with the first case where an output's finiteness differs, else
    `reassociate` with the number of cases tried."""
    from verified_opt.backends.ort import session
    shapes = _data_inputs(source)
    if _data_inputs(derived).keys() != shapes.keys():
        raise ValueError(f"the derived model reads {sorted(_data_inputs(derived))}, the nodes "
                         f"it replaces {sorted(shapes)}")
    names = [o.name for o in source.graph.output]
    a, b = session(source, threads), session(derived, threads)
    rng = np.random.default_rng(seed)
    base = {k: rng.standard_normal(s).astype(np.float32) for k, s in shapes.items()}
    cases = 0
    for name in sorted(shapes):
        flat = int(np.prod(shapes[name], dtype=np.int64))
        if flat == 0:
            continue
        for pos in _positions(flat, rng):
            for label, value in SPECIALS:
                feeds = {k: v.copy() for k, v in base.items()}
                feeds[name].reshape(-1)[pos] = value
                want = a.run(names, feeds)
                got = b.run(names, feeds)
                cases += 1
                for out, x, y in zip(names, want, got):
                    differ = int(np.count_nonzero(np.isfinite(x) != np.isfinite(y)))
                    if differ:
                        where = np.unravel_index(pos, shapes[name])
                        return ZERO_TERMS, (
                            f"{name}[{', '.join(map(str, where))}] = {label}: {differ} "
                            f"elements of {out} finite on one side and not on the other "
                            f"({int(np.count_nonzero(np.isfinite(x)))} finite before, "
                            f"{int(np.count_nonzero(np.isfinite(y)))} after)")
    return REASSOCIATE, (f"{cases} cases (an inf, a -inf or a NaN at {cases // len(SPECIALS)} "
                         "positions of the data inputs): every output finite on both sides "
                         "or on neither")


def same_tier(stated: object, tier: str, evidence: str, what: str) -> tuple[bool, str]:
    """(ok, message) of an audit comparing the tier `what` states with the one measured."""
    if tier != stated:
        return False, (f"{what} states float contract {stated!r}, measured again it is {tier} "
                       f"({evidence})")
    return True, f"float contract {tier}, measured again: {evidence}"


def contract_record(tier: str, evidence: str) -> dict[str, str]:
    """The float contract a derivation's report entry states: tier, reason, evidence."""
    return {"tier": tier, "reason": REASONS[tier], "evidence": f"measured: {evidence}"}
