"""PET certificates in the audit report, and their re-check by `vopt audit`.

A PET entry of `applied[]` carries a `pet` section: the transformation, the boxes (grid cuts per
output, failing boxes), positions, trials, prime, degree, error bound, the corrections, the
exact and float checks, costs, and the original / mutant / corrected subprograms as ONNX nodes
in JSON (float tensors are inputs: the tests draw them, so no weight values are needed).

`recheck` trusts none of it: it rebuilds the three programs, recomputes the certificate id,
re-propagates the boxes and compares them with the recorded grids, re-runs the box tests with
fresh randomness (every box failing now must be one the report corrected), checks that every
corrected box lies in a correction region, builds the corrected program again from the
mutant and the boxes failing now (it must be the certificate's, node for node), re-runs the exact all-positions check of the corrected
program against the original, and recomputes the error bound, which must be at most
MAX_ERROR_BOUND, over a prime of at least MIN_PRIME (a certificate choosing p = 3 and one trial
states a bound that guarantees nothing). `recheck_tier` measures the float
contract again on the original and corrected programs (check/float_tier.py).
"""

from __future__ import annotations

import hashlib
import json
import math

from sympy import isprime

from verified_opt.errors import VoptError, one_line
from verified_opt.ops.grid import MIN_PRIME, Grid
from verified_opt.partial.correct import build_corrected
from verified_opt.partial.mutants import generate
from verified_opt.partial.program import program_from_json, program_to_json
from verified_opt.partial.testing import (
    MAX_TRIALS,
    box_bound,
    box_test,
    common_grids,
    exact_full_check,
)

# What a PET certificate must guarantee to be accepted: the chance that a box that differs
# from the original passes every trial (the shipped prime and --pet-trials 1 give about 1e-8
# per box of low degree), over a prime no smaller than 2^30.
MAX_ERROR_BOUND = 1e-6
MAX_PRIME = 1 << 31  # ModArith's products of two residues fit int64 below it


def certificate_id(cert: dict) -> str:
    body = json.dumps({"original": cert["original"], "mutant": cert["mutant"],
                       "corrected": cert["corrected"],
                       "boxes": [{"grid": o["grid"], "failing": o["failing"]}
                                 for o in cert["boxes"]["outputs"]],
                       "corrections": cert["corrections"],
                       "trials": cert["boxes"]["trials"], "prime": cert["boxes"]["prime"]},
                      sort_keys=True)
    return "pet:sha256:" + hashlib.sha256(body.encode()).hexdigest()[:16]


def annotate_report(report: dict, provider) -> None:
    """Attach PET certificates to the applied PET steps, and the PET summary."""
    report["pet"] = provider.summary() if provider is not None else {"enabled": False}
    for entry in report.get("applied", []):
        if not str(entry.get("rule", "")).startswith("pet:"):
            continue
        cid = entry["certificate"]["id"]
        cert = provider.certificates.get(cid) if provider is not None else None
        if cert is None:
            continue
        b = cert["boxes"]
        entry["certificate"] = {
            "id": cid, "verdict": "tested", "kind": "pet", "axioms_used": [],
            "solver": f"box tests modulo p={b['prime']}, {b['trials']} trials",
            "query": (f"{b['boxes']} boxes, {b['positions']} positions, "
                      f"{b['failing_boxes']} failing boxes corrected; "
                      f"{b['error_bound_text']}")}
        entry["pet"] = cert
        if cert.get("float_contract"):
            from verified_opt.verify.float_contract import DEFINITION
            entry["float_contract"] = dict(cert["float_contract"], definition=DEFINITION)


def _same_program(a, b) -> bool:
    return json.dumps(program_to_json(a), sort_keys=True) == \
        json.dumps(program_to_json(b), sort_keys=True)


# the most mutants regenerated to find a certificate's: more than a run keeps (64 by default),
# in the same order, so a run's mutant is among them
REGENERATE_LIMIT = 1024


def _generated(original, mutant, label) -> bool:
    """The mutant is the one the generator makes of the original under that label."""
    if not isinstance(label, str) or not label:
        return False
    depth = label.count(" > ") + 1
    for m in generate(original, depth=depth, limit=REGENERATE_LIMIT):
        if m.label == label:
            return _same_program(m.program, mutant)
    return False


def _box_key(box) -> tuple:
    return tuple(tuple(int(x) for x in iv) for iv in box)


def recheck(cert: dict) -> tuple[bool, str]:
    """Re-run a PET certificate's tests; (ok, one-line summary)."""
    try:
        if certificate_id(cert) != cert.get("id"):
            return False, "the certificate does not match its id (edited?)"
        original = program_from_json(cert["original"])
        mutant = program_from_json(cert["mutant"])
        corrected = program_from_json(cert["corrected"])
        if not _generated(original, mutant, cert.get("transform")):
            # a mutant written freely (a Gemm with alpha 0 of a product that overflows: zero
            # modulo p, NaN in float32 past a threshold) passed every test below
            return False, (f"the mutant is not the one partial/mutants.generate makes of the "
                           f"original by its transform {cert.get('transform')!r}")
        recorded = cert["boxes"]["outputs"]
        grids = common_grids(original, mutant)
        if not isinstance(recorded, list) or len(recorded) != len(grids):
            return False, (f"the certificate records boxes of {len(recorded)} outputs; the "
                           f"programs have {len(grids)}")
        for (name, grid, _deg), rec in zip(grids, recorded):
            if grid != Grid.from_json(rec["grid"]):
                return False, f"output {name}: box propagation gives other boxes than recorded"
        trials = int(cert["boxes"]["trials"])
        prime = int(cert["boxes"]["prime"])
        if not MIN_PRIME <= prime < MAX_PRIME or not isprime(prime) or \
                not 1 <= trials <= MAX_TRIALS:
            return False, (f"tests modulo {prime} with {trials} trials: the prime must be a "
                           f"prime in [{MIN_PRIME}, 2^31) (products modulo it fit int64), "
                           f"the trials in [1, {MAX_TRIALS}]")
        stated = {k: cert.get(k) for k in ("trials", "prime")}
        if stated != {"trials": trials, "prime": prime}:
            return False, (f"the certificate states trials {stated['trials']} and prime "
                           f"{stated['prime']}; its boxes were tested with {trials} and {prime}")
        test = box_test(original, mutant, trials, prime)
        for ob, rec in zip(test.outputs, recorded):
            allowed = {_box_key(b) for b in rec["failing"]}
            now = {_box_key(ob.box(c)) for c in ob.failing}
            if now - allowed:
                return False, (f"output {ob.output}: {len(now - allowed)} box(es) fail that the "
                               f"report did not correct, e.g. {min(now - allowed)}")
            regions = [c["region"] for c in cert["corrections"] if c["output"] == rec["output"]]
            for box in allowed:
                if not any(all(r[0] <= lo and hi <= r[1] for (lo, hi), r in zip(box, region))
                           for region in regions):
                    return False, f"output {ob.output}: failing box {box} has no correction"
        if not any(_same_program(corrected, build_corrected(original, mutant, test,
                                                            fuse=fuse).program)
                   for fuse in (False, True)):
            # a corrected program written freely (an extra Cast to float16 and back, x - x:
            # zero modulo p, NaN past 65504 in float32) passed every test below
            return False, ("the corrected program is not the mutant with its failing boxes "
                           "recomputed by the original (partial/correct.build_corrected)")
        full = exact_full_check(original, corrected, trials, prime)
        if not full.ok:
            return False, f"corrected program differs from the original: {full.first_difference}"
        bound = box_bound(test.boxes, test.degree, prime, trials)
        for where, value in (("boxes.error_bound", cert["boxes"]["error_bound"]),
                             ("error_bound", cert.get("error_bound"))):
            recorded_bound = float(value) if isinstance(value, (int, float)) else math.nan
            if not abs(bound - recorded_bound) <= 1e-12 * max(bound, 1e-300):  # NaN too
                return False, (f"error bound recomputes to {bound:.3e}, {where} records "
                               f"{value!r}")
        if bound > MAX_ERROR_BOUND:
            return False, (f"error bound {bound:.3e}: above the {MAX_ERROR_BOUND:.0e} a PET "
                           "step must guarantee")
        return True, (f"{test.boxes} boxes, {sum(o.positions for o in test.outputs)} positions x "
                      f"{trials} fresh trials mod {prime}: {test.failing} failing, all corrected;"
                      f" corrected program = original at all {full.positions} positions; "
                      f"bound {bound:.2e}")
    except (VoptError, KeyError, TypeError, ValueError) as e:
        return False, f"cannot recheck: {one_line(e, 200)}"


def measure_tier(cert: dict) -> tuple[str, str]:
    """(tier, evidence): the float contract of replacing the certificate's original program by
    its corrected one, measured (check/float_tier.py) with every input a variable."""
    from verified_opt.check.float_tier import measured_tier
    from verified_opt.ir.onnx_io import export_model
    return measured_tier(export_model(program_from_json(cert["original"])),
                         export_model(program_from_json(cert["corrected"])))


def recheck_tier(cert: dict, stated: object) -> tuple[bool, str]:
    """The certificate's float contract measured again; (ok, message): ok when it is
    `stated`."""
    from verified_opt.check.float_tier import same_tier
    try:
        tier, evidence = measure_tier(cert)
    except (VoptError, KeyError, TypeError, ValueError) as e:
        return False, f"the float contract cannot be measured again: {one_line(e, 200)}"
    return same_tier(stated, tier, evidence, "the PET step")
