"""A PET certificate's corrected program is rebuilt by the recheck, not taken as written."""

from __future__ import annotations

import copy
import json

import numpy as np

from tests.partial.test_pet import FlatCost, conv_graph
from verified_opt.backends.ort import run_graph
from verified_opt.partial.audit import certificate_id, recheck
from verified_opt.partial.mutants import anchors, generate
from verified_opt.partial.pet import PetOptions, PetProvider
from verified_opt.partial.program import Builder, finish, program_from_json, program_to_json


def _genuine() -> dict:
    """A PET certificate for a Conv's pad_out[W] mutant, as a run writes it; it rechecks."""
    g = conv_graph()
    pet = PetProvider(FlatCost(), PetOptions(depth=1))
    anchor = anchors(g)[0]
    m = next(m for m in generate(anchor.program, 1) if m.label == "pad_out[W]")
    cert = json.loads(json.dumps(pet.verify(anchor.program, m, anchor, 10.0, 1.0).certificate))
    assert recheck(cert)[0]
    return cert


def test_a_corrected_program_with_a_trigger_is_refused():
    """y + (z - z) with z = Cast(Cast(x[0, 0, 2, 3], float16), float32): zero modulo p and on
    every ordinary input, NaN at every output once that input passes float16's range; it
    passed the box tests, the exact check of all positions and the measured float tier."""
    cert = _genuine()

    corr = program_from_json(cert["corrected"])
    b = Builder(set(corr.value_names()) | {n.name for n in corr.nodes}, "bd_")
    z = b.one("Cast", [b.one("Cast", [b.slice("x", [0, 0, 2, 3], [1, 1, 3, 4])],
                             {"to": 10})], {"to": 1})
    inner = b.fresh("y_inner")
    nodes = [n.replace(outputs=tuple(inner if o == "y" else o for o in n.outputs))
             for n in corr.nodes]
    out = b.one("Add", [inner, b.one("Sub", [z, z])])
    nodes += [n.replace(outputs=("y",)) if n.outputs == (out,) else n for n in b.nodes]
    bad = finish(nodes, dict(corr.inputs), ["y"], {**corr.initializers, **b.params})
    forged = copy.deepcopy(cert)
    forged["corrected"] = program_to_json(bad)
    forged["id"] = certificate_id(forged)

    feeds = {k: np.random.default_rng(0).standard_normal(t.shape).astype(np.float32)
             for k, t in bad.inputs.items()}
    feeds["x"][0, 0, 2, 3] = 7e4
    assert np.isnan(run_graph(bad, feeds)["y"]).all()  # the trigger is real
    ok, why = recheck(forged)
    assert not ok and "not the mutant with its failing boxes" in why, why


def test_a_mutant_the_generator_does_not_make_is_refused():
    """The mutant itself written freely, its corrected program rebuilt from it as the recheck
    does: here the Conv with an Identity after it, which passes every test. A red-team
    review's form, y = Conv(x, W, b) + 0 * (2^120 x[0,0,2,3] b[2]) W[1] (a Gemm with alpha 0:
    zero mod p and on ordinary inputs, NaN once the product overflows), passed every test then;
    the box propagation refuses a Gemm scaled by 0 or a multiple of the prime now
    (tests/partial/test_boxes.py). Either way the recheck asks the generator for the mutant
    of that transform."""
    from verified_opt.ir.graph import Node
    from verified_opt.partial.correct import build_corrected
    from verified_opt.partial.testing import box_test

    cert = _genuine()

    original = program_from_json(cert["original"])
    conv = next(n for n in original.nodes if n.op == "Conv")
    b = Builder(set(original.value_names()) | {n.name for n in original.nodes}, "bd_")
    out = original.outputs[0]
    t = b.one("Conv", list(conv.inputs), dict(conv.attrs))
    mutant = finish(list(b.nodes) + [Node("Identity", (t,), (out,), {}, "bd_identity")],
                    dict(original.inputs), [out], {**original.initializers, **b.params})
    forged = copy.deepcopy(cert)
    test = box_test(original, mutant, cert["boxes"]["trials"], cert["boxes"]["prime"])
    forged["mutant"] = program_to_json(mutant)
    forged["corrected"] = program_to_json(build_corrected(original, mutant, test).program)
    forged["boxes"] = test.to_json()
    forged["error_bound"] = test.error_bound()
    forged["corrections"], forged["corrected_elements"] = [], 0
    forged["id"] = certificate_id(forged)
    ok, why = recheck(forged)
    assert not ok and "not the one partial/mutants.generate makes" in why, why


def test_a_certificate_missing_a_field_names_it_in_words():
    """A certificate without its original program is refused with a sentence a reader can act
    on, not the bare key Python's KeyError prints ("cannot recheck: 'original'")."""
    forged = copy.deepcopy(_genuine())
    del forged["original"]
    ok, why = recheck(forged)
    assert not ok and why == "cannot recheck: no 'original' field", why
