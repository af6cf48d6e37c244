"""PET end to end on small programs: box tests, corrections, certificates and their audit."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

from verified_opt.check.end_to_end import check_end_to_end
from verified_opt.ir.evaluate import evaluate
from verified_opt.ir.graph import Graph, Node, TensorType
from verified_opt.ops.grid import Grid, Poly
from verified_opt.partial import boxes as boxes_mod
from verified_opt.partial import testing as testing_mod
from verified_opt.partial.audit import recheck
from verified_opt.partial.correct import build_corrected
from verified_opt.partial.exact import BlasModArith, eval_mod
from verified_opt.partial.mutants import anchors, chain_anchors, generate
from verified_opt.partial.pet import PetOptions, PetProvider
from verified_opt.partial.program import Builder, finish, program_from_json, program_to_json
from verified_opt.partial.restrict import Restrictor
from verified_opt.partial.testing import box_test, exact_full_check
from verified_opt.semantics.arith import PRIME, ModArith


def conv_graph(x=(1, 3, 8, 8), m=4, k=3, pads=1, bias=True) -> Graph:
    rng = np.random.default_rng(0)
    inits = {"w": rng.standard_normal((m, x[1], k, k)).astype(np.float32)}
    ins = ("x", "w")
    if bias:
        inits["bb"] = rng.standard_normal(m).astype(np.float32)
        ins += ("bb",)
    g = Graph([Node("Conv", ins, ("y",), {"pads": [pads] * 4, "kernel_shape": [k, k]},
                    name="conv")], {"x": TensorType(x)}, ["y"], inits)
    g.infer_types()
    return g


def mutant(anchor_prog: Graph, label: str) -> Graph:
    found = {m.label: m.program for m in generate(anchor_prog, depth=2, limit=500)}
    return found[label]


def test_blas_mod_matmul_is_mod_matmul():
    rng = np.random.default_rng(1)
    for shape_a, shape_b in [((5, 7), (7, 3)), ((2, 4, 300), (300, 6)), ((9,), (9, 2))]:
        a = rng.integers(0, PRIME, shape_a)
        b = rng.integers(0, PRIME, shape_b)
        a.reshape(-1)[0] = PRIME - 1
        assert np.array_equal(BlasModArith().matmul(a, b), ModArith().matmul(a, b))


def test_border_mutant_is_found_corrected_and_equal():
    g = conv_graph()
    orig = anchors(g)[0].program
    m = mutant(orig, "pad_out[H]")  # Conv without H padding, zero rows padded back
    test = box_test(orig, m)
    # exactly the first and last output rows fail, whatever the channels and columns
    failing = {ob.box(c) for ob in test.outputs for c in ob.failing}
    assert failing and all(b[2] in ((0, 1), (7, 8)) for b in failing)
    corrected = build_corrected(orig, m, test)
    assert {c.region[2] for c in corrected.corrections} == {(0, 1), (7, 8)}
    assert exact_full_check(orig, corrected.program).ok
    assert check_end_to_end(orig, corrected.program, seed=5).ok
    assert not check_end_to_end(orig, m, seed=5).ok  # the mutant alone is wrong at the borders


def test_seam_mutant_is_corrected():
    g = conv_graph(x=(2, 2, 8, 6))
    orig = anchors(g)[0].program
    m = mutant(orig, "block[H,2]")  # two halves of H in the batch: seam rows wrong
    test = box_test(orig, m)
    corrected = build_corrected(orig, m, test)
    assert [c.region[2] for c in corrected.corrections] == [(3, 5)]
    assert exact_full_check(orig, corrected.program).ok
    assert check_end_to_end(orig, corrected.program, seed=1).ok


def test_equivalent_mutants_have_no_failing_box():
    g = Graph([Node("Conv", ("x", "w"), ("y",), {"pads": [2] * 4, "dilations": [2, 2]},
                    name="c")], {"x": TensorType((1, 2, 8, 8)), "w": TensorType((3, 2, 3, 3))},
              ["y"])
    g.infer_types()
    orig = anchors(g)[0].program
    m = mutant(orig, "phase[H,2] > phase[W,2]")  # PET's dilated-conv mutant, both axes
    test = box_test(orig, m)
    assert test.failing == 0 and test.error_bound() < 1e-20
    assert check_end_to_end(orig, m, seed=2).ok


def _interior_mutant(orig: Graph) -> Graph:
    """The conv plus x[0,0,4,4] added at y[0,0,4,4]: wrong in one interior element only."""
    b = Builder(set(orig.value_names()), "e_")
    y = b.one("Conv", list(orig.nodes[0].inputs), dict(orig.nodes[0].attrs))
    one = b.slice("x", [0, 0, 4, 4], [1, 1, 5, 5])
    m = orig.types["y"].shape[1]
    spot = b.pad(one, [0, 0, 4, 4, 0, m - 1, 3, 3])
    out = b.one("Add", [y, spot])
    nodes = [n.replace(outputs=("y",)) if n.outputs == (out,) else n for n in b.nodes]
    return finish(nodes, dict(orig.inputs), ["y"], b.params)


def test_interior_difference_is_caught_by_the_box_test():
    orig = anchors(conv_graph())[0].program
    bad = _interior_mutant(orig)
    test = box_test(orig, bad)
    failing = [ob.box(c) for ob in test.outputs for c in ob.failing]
    assert failing == [((0, 1), (0, 1), (4, 5), (4, 5))]  # its own box, tested at its origin
    corrected = build_corrected(orig, bad, test)
    assert exact_full_check(orig, corrected.program).ok


def test_interior_difference_missed_by_wrong_boxes_is_caught_by_the_full_check(monkeypatch):
    """Defense in depth: were box propagation wrong (one box for the whole output), the m+1
    positions could miss the element, and the exact all-positions check still rejects."""
    orig = anchors(conv_graph())[0].program
    bad = _interior_mutant(orig)
    real = boxes_mod.propagate

    def one_box(g):
        return {k: Poly(Grid.whole(p.grid.shape), p.sigs) for k, p in real(g).items()}

    monkeypatch.setattr(testing_mod, "propagate", one_box)
    test = box_test(orig, bad)
    assert test.failing == 0  # the lie: one box, its m+1 positions avoid (4, 4)
    check = exact_full_check(orig, bad)
    assert not check.ok and check.first_difference["index"] == [0, 0, 4, 4]


class FlatCost:
    """A deterministic cost model for tests: the original conv costs 10, any other conv 1."""

    def __init__(self):
        self.saved = 0

    def node_cost(self, graph, node):
        if node.op == "Conv":
            return 10.0 if node.name == "core" else 1.0
        return 0.01

    def graph_cost(self, graph):
        return sum(self.node_cost(graph, n) for n in graph.nodes)

    def save(self):
        self.saved += 1


def test_provider_accepts_corrects_applies_and_audits():
    g = conv_graph()
    pet = PetProvider(FlatCost(), PetOptions(depth=1, max_tested=20))
    cands = pet(g, 1)
    assert cands, pet.summary()
    outcome = next(iter(pet.outcomes.values()))
    accepted = outcome.best
    assert accepted is not None
    g2, name, cid, matched = cands[0]
    assert name.startswith("pet:") and matched == ["conv"]
    assert all(n.meta.get("vopt.certificate") == cid for n in g2.nodes)
    assert check_end_to_end(g, g2, seed=3).ok
    cert = json.loads(json.dumps(pet.certificates[cid]))  # through the report's JSON
    for key in ("boxes", "corrections", "error_bound", "original", "mutant", "corrected"):
        assert key in cert
    assert cert["boxes"]["trials"] == 3 and cert["boxes"]["prime"] == PRIME
    ok, msg = recheck(cert)
    assert ok, msg
    # every tested mutant that failed somewhere was corrected, never applied as it was
    for t in outcome.tried:
        assert t.status in ("accepted", "rejected", "skipped")


def test_audit_rejects_tampered_certificates():
    g = conv_graph()
    pet = PetProvider(FlatCost(), PetOptions(depth=1))
    anchor = anchors(g)[0]
    m = next(m for m in generate(anchor.program, 1) if m.label == "pad_out[W]")
    verified = pet.verify(anchor.program, m, anchor, 10.0, 1.0)
    assert verified.corrected.corrections  # the border columns
    cert = json.loads(json.dumps(verified.certificate))
    assert recheck(cert)[0]
    forged = copy.deepcopy(cert)
    forged["boxes"]["outputs"][0]["failing"] = []
    assert not recheck(forged)[0]  # id no longer matches
    from verified_opt.partial.audit import certificate_id

    forged["id"] = certificate_id(forged)
    ok, msg = recheck(forged)
    assert not ok and "did not correct" in msg


def test_program_json_round_trip():
    orig = anchors(conv_graph())[0].program
    m = mutant(orig, "block[H,2]")
    again = program_from_json(json.loads(json.dumps(program_to_json(m))))
    feeds = testing_mod.random_variables(m, np.random.default_rng(0), PRIME)
    assert np.array_equal(eval_mod(m, feeds)["y"], eval_mod(again, feeds)["y"])


@pytest.mark.parametrize("box", [((0, 1), (1, 2), (0, 3), (2, 7)), ((0, 1), (0, 2), (5, 12), (0, 8)),
                                 ((0, 1), (1, 2), (7, 8), (7, 8)), ((0, 1), (0, 2), (0, 16), (0, 8))])
def test_restriction_equals_slice_of_the_whole(box):
    g = Graph([Node("Pad", ("x", "pads"), ("xp",), {}, "pad"),
               Node("Conv", ("xp", "w"), ("c",), {"pads": [1, 0, 1, 0], "strides": [1, 2]},
                    "conv"),
               Node("Transpose", ("c",), ("t",), {"perm": [0, 1, 3, 2]}, "tr"),
               Node("Reshape", ("t", "sh"), ("y",), {}, "rs")],
              {"x": TensorType((1, 2, 8, 16)), "w": TensorType((4, 2, 3, 3))}, ["y"],
              {"pads": np.asarray([0, 0, 0, 1, 0, 0, 0, 1], np.int64),
               "sh": np.asarray([1, 2, 16, 8], np.int64)})
    g.infer_types()
    b = Builder(set(g.value_names()), "r_")
    out = Restrictor(g, b).value("y", box)
    part = finish(list(b.nodes) + ([Node("Identity", (out,), ("z",), {}, "id")]),
                  dict(g.inputs), ["z"], b.params)
    feeds = testing_mod.random_variables(g, np.random.default_rng(4), PRIME)
    whole = eval_mod(g, feeds)["y"]
    got = eval_mod(part, feeds)["z"]
    assert np.array_equal(got, whole[tuple(slice(lo, hi) for lo, hi in box)])


def test_fused_corrections_one_batched_conv():
    g = conv_graph(x=(2, 3, 8, 8))
    orig = anchors(g)[0].program
    m = mutant(orig, "pad_out[H] > pad_out[W]")  # four borders wrong
    test = box_test(orig, m)
    plain = build_corrected(orig, m, test)
    fused = build_corrected(orig, m, test, fuse=True)
    convs = [n for n in fused.program.nodes if n.op == "Conv" and n.name in fused.correction_nodes]
    assert len(convs) < len(plain.corrections)  # same-shaped regions share one Conv
    for c in (plain, fused):
        assert exact_full_check(orig, c.program).ok
        assert check_end_to_end(orig, c.program, seed=9).ok


# ---- chains: subprograms of more than one core operator ------------------------------------------
def separable_graph(third: bool = False) -> Graph:
    """NASNet's separable Conv: depthwise 3x3 then pointwise 1x1, nothing non-linear between
    (`third`: one more 1x1 Conv after them)."""
    rng = np.random.default_rng(5)
    inits = {"dw": rng.standard_normal((4, 1, 3, 3)).astype(np.float32),
             "pw": rng.standard_normal((6, 4, 1, 1)).astype(np.float32),
             "p2": rng.standard_normal((5, 6, 1, 1)).astype(np.float32)}
    nodes = [Node("Conv", ("x", "dw"), ("d",), {"pads": [1] * 4, "group": 4}, name="depthwise"),
             Node("Conv", ("d", "pw"), ("p",), {}, name="pointwise")]
    if third:
        nodes.append(Node("Conv", ("p", "p2"), ("q",), {}, name="third"))
    nodes.append(Node("Relu", (nodes[-1].outputs[0],), ("y",), {}, name="relu"))
    g = Graph(nodes, {"x": TensorType((1, 4, 8, 8))}, ["y"],
              inits if third else {k: v for k, v in inits.items() if k != "p2"})
    g.infer_types()
    return g


def attention_graph(extra_reader: bool = False) -> Graph:
    """BERT's query projection into Q K^T: MatMul, bias Add, Reshape, Transpose, MatMul."""
    rng = np.random.default_rng(6)
    inits = {"wq": rng.standard_normal((16, 16)).astype(np.float32),
             "bq": rng.standard_normal(16).astype(np.float32),
             "heads": np.array([1, 8, 2, 8], np.int64)}
    nodes = [Node("MatMul", ("x", "wq"), ("q",), {}, name="q_proj"),
             Node("Add", ("q", "bq"), ("qb",), {}, name="q_bias"),
             Node("Reshape", ("qb", "heads"), ("q4",), {}, name="q_heads"),
             Node("Transpose", ("q4",), ("qt",), {"perm": [0, 2, 1, 3]}, name="q_t"),
             Node("MatMul", ("qt", "kt"), ("s",), {}, name="scores"),
             Node("Softmax", ("s",), ("y",), {"axis": -1}, name="softmax")]
    outs = ["y"]
    if extra_reader:  # the biased projection is also an output: the chain cannot be replaced
        outs.append("qb")
    g = Graph(nodes, {"x": TensorType((1, 8, 16)), "kt": TensorType((1, 2, 8, 8))}, outs, inits)
    g.infer_types()
    return g


def _chain_value(g: Graph, anchor, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    feeds = {k: rng.standard_normal(t.shape).astype(np.float32) for k, t in g.inputs.items()}
    values = evaluate(g, feeds, keep_all=True)
    inputs = {c: values[v] if v in values else g.initializers[v]
              for c, v in anchor.binding.items()}
    return evaluate(anchor.program, inputs)["y"], values[anchor.output]


@pytest.mark.parametrize("build, names, label", [
    (separable_graph, ["depthwise", "pointwise"], "Conv > Conv"),
    (attention_graph, ["q_proj", "q_bias", "q_heads", "q_t", "scores"],
     "MatMul > Add > Reshape > Transpose > MatMul"),
])
def test_chain_anchors_are_the_subprogram_between_two_core_operators(build, names, label):
    g = build()
    (chain,) = chain_anchors(g)
    assert [n.name for n in chain.replaced] == names and chain.label == label
    got, want = _chain_value(g, chain)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    assert chain.constant == {c for c, v in chain.binding.items() if v in g.initializers}


def test_a_chain_of_three_core_operators_gives_its_two_and_three_operator_chains():
    g = separable_graph(third=True)
    chains = chain_anchors(g)
    assert sorted([n.name for n in c.replaced] for c in chains) == [
        ["depthwise", "pointwise"], ["depthwise", "pointwise", "third"], ["pointwise", "third"]]
    for c in chains:
        got, want = _chain_value(g, c)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_a_chain_value_read_elsewhere_is_not_a_chain():
    assert chain_anchors(attention_graph(extra_reader=True)) == []
    assert chain_anchors(attention_graph(), max_nodes=4) == []  # five nodes


class ChainCost(FlatCost):
    """The chain's own operators cost 10 each, any other Conv or MatMul 1."""

    def node_cost(self, graph, node):
        if node.op in ("Conv", "MatMul"):
            return 10.0 if node.name.startswith("core") else 1.0
        return 0.01


@pytest.mark.parametrize("build, names", [
    (separable_graph, ["depthwise", "pointwise"]),
    (attention_graph, ["q_proj", "q_bias", "q_heads", "q_t", "scores"]),
])
def test_provider_mutates_a_chain_and_the_audit_rechecks_it(build, names):
    g = build()
    pet = PetProvider(ChainCost(), PetOptions(depth=1, max_tested=8))
    cands = [c for c in pet(g, 1) if c[3] == names]
    assert cands, pet.summary()
    g2, name, cid, _ = cands[0]
    assert name.startswith("pet:") and "@" in name  # which of the chain's cores it changed
    assert set(names).isdisjoint(n.name for n in g2.nodes)
    read = {i for n in g2.nodes for i in n.inputs}
    assert set(g2.initializers) <= read  # the chain's own parameters went with it
    assert check_end_to_end(g, g2, seed=4).ok
    ok, msg = recheck(json.loads(json.dumps(pet.certificates[cid])))
    assert ok, msg


def test_an_accepted_mutant_states_its_float_contract_measured_and_the_audit_measures_it():
    """Every input of a PET program is a variable (weights included): an inf, a -inf or a NaN
    put in each, both programs run; the corrected mutants here keep every output's finiteness
    (reassociate), and a certificate stating another tier is refused."""
    from verified_opt.partial.audit import recheck_tier
    g = conv_graph()
    pet = PetProvider(FlatCost(), PetOptions(depth=1))
    anchor = anchors(g)[0]
    m = next(m for m in generate(anchor.program, 1) if m.label == "pad_out[W]")
    verified = pet.verify(anchor.program, m, anchor, 10.0, 1.0)
    cert = json.loads(json.dumps(verified.certificate))
    assert cert["float_contract"]["tier"] == "reassociate"
    assert cert["float_contract"]["evidence"].startswith("measured: ")
    ok, msg = recheck_tier(cert, "reassociate")
    assert ok, msg
    ok, msg = recheck_tier(cert, "exact")
    assert not ok and "measured again it is reassociate" in msg


def test_a_mutant_outside_the_runs_float_contract_is_rejected(monkeypatch):
    """A mutant whose corrected program changes an output's finiteness (zero-terms) is not a
    candidate under the default contract; with --fast-math it is."""
    from verified_opt.partial import pet as pet_mod
    monkeypatch.setattr(pet_mod, "measured_tier", lambda a, b: ("zero-terms", "x[0] = inf: 3"))
    g = conv_graph()
    anchor = anchors(g)[0]
    m = next(m for m in generate(anchor.program, 1) if m.label == "pad_out[W]")
    tried = PetProvider(FlatCost(), PetOptions(depth=1)).verify(anchor.program, m, anchor,
                                                                10.0, 1.0)
    assert tried.status == "rejected" and "zero-terms" in tried.reason
    assert "--fast-math" in tried.reason
    ok = PetProvider(FlatCost(), PetOptions(depth=1), fast_math=True).verify(
        anchor.program, m, anchor, 10.0, 1.0)
    assert ok.certificate["float_contract"]["tier"] == "zero-terms"


def test_a_spliced_mutant_avoids_the_tails_names():
    """The red-team's case: a tail value named like the mutant's first new value (NonZero makes
    the tail here) got a second producer in the written model: ORT refuses it."""
    import onnx
    from onnx import helper

    from tests.ops.onnx_models import model
    from verified_opt.ir.onnx_io import export_model, import_model
    from verified_opt.partial.pet import splice_program

    w = np.random.default_rng(0).standard_normal((4, 6)).astype(np.float32)

    def graph(tail_name: str):
        nodes = [helper.make_node("MatMul", ["x", "w"], ["m"], name="mm"),
                 helper.make_node("NonZero", ["m"], ["nz"], name="nz"),
                 helper.make_node("Cast", ["nz"], [tail_name], to=1, name="cast"),
                 helper.make_node("ReduceSum", [tail_name], ["s"], keepdims=0, name="sum")]
        return import_model(model(nodes, {"x": (np.float32, [2, 4])}, ["m", "s"], {"w": w}))

    g = graph("c")
    prog = generate(anchors(g)[0].program)[0]
    prog = getattr(prog, "program", prog)
    first = next(o for n in splice_program(g, anchors(g)[0], prog, "r", "c", 1).nodes
                 for o in n.outputs if o.startswith("pet1"))
    g = graph(first)
    spliced = export_model(splice_program(g, anchors(g)[0], prog, "r", "c", 1))
    assert [n.name for n in spliced.graph.node if first in n.output] == ["cast"]
    onnx.checker.check_model(spliced, full_check=True)
