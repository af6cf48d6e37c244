"""backends/constant_fold.py: the nodes of an instantiation that read only constants (a Gather,
Transpose or eOperator of a weight) are computed once into initializers, by the executor that
runs the candidate, with the exact values the unfolded instantiation computes at run time;
anything that fails leaves the instantiation as it was."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import helper, numpy_helper
from onnx.reference import ReferenceEvaluator

from verified_opt.backends import constant_fold as fold_mod
from verified_opt.backends.constant_fold import constant_nodes, fold_instantiation, value_sha256
from verified_opt.derive.evaluate import evaluate
from verified_opt.derive.expr import Access, Iter, Mul, Scope, Tensor, var
from verified_opt.derive.instantiate import Instantiation, instantiate, subgraph_model

pytest.importorskip("tvm")   # the eOperators are TVM kernels

m, c, f = map(var, "mcf")
K = Tensor("K", (6, 4))
X = Tensor("X", (3, 4))

# a stage that re-lays out the weight K, read by a product with X: Y = X @ S
TRANSPOSE = Scope((Iter("c", 0, 4), Iter("f", 0, 6)), (), Access(K, (f, c)), name="S")
SHUFFLE = Scope((Iter("c", 0, 4), Iter("f", 0, 6)), (),
                Access(K, (f // 2 + (f % 2) * 3, c)), name="S")   # only a Gather matches


def product(stage: Scope) -> Scope:
    return Scope((Iter("m", 0, 3), Iter("f", 0, 6)), (Iter("c", 0, 4),),
                 Mul(Access(X, (m, c)), Access(stage, (c, f))))


WEIGHT = np.random.default_rng(0).standard_normal((6, 4)).astype(np.float32)


def run(root: Scope, inst: Instantiation, x: np.ndarray) -> np.ndarray:
    from verified_opt.backends.hybrid import HybridSession
    return HybridSession(subgraph_model(root, inst, "y", {"K": WEIGHT})).run({"X": x})[0]


def reference_values(inst: Instantiation, names: list[str]) -> list[np.ndarray]:
    """The constant nodes of the unfolded instantiation, run by ONNX's reference evaluator."""
    own = {t.name for t in inst.initializers}
    nodes = [inst.nodes[k] for k in constant_nodes(inst.nodes, own | {"K"}, "y")]
    g = helper.make_graph(nodes, "ref", [], [helper.make_value_info(k, onnx.TypeProto())
                                             for k in names],
                          initializer=list(inst.initializers)
                          + [numpy_helper.from_array(WEIGHT, "K")])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    return ReferenceEvaluator(model).run(None, {})


@pytest.mark.parametrize("stage, ops", [(TRANSPOSE, ["Transpose"]),
                                        (SHUFFLE, ["Gather", "Transpose"])])
def test_a_copy_of_the_weight_is_folded_into_one_initializer(stage, ops):
    root = product(stage)
    inst = instantiate(root, "y", "op", {"K": WEIGHT})
    assert [n.op_type for n in inst.nodes][:len(ops)] == ops   # copied at run time
    folded, records = fold_instantiation(inst, {"K": WEIGHT}, "y")
    assert len(records) == 1
    rec = records[0]
    assert [op for _, op in rec.nodes] == ops and "K" in rec.sources
    # no node that reads only constants is left, the weight itself is no longer read
    inits = {t.name for t in folded.initializers}
    assert constant_nodes(folded.nodes, inits | {"K"}, "y") == []
    assert not any("K" in n.input for n in folded.nodes)
    value = next(numpy_helper.to_array(t) for t in folded.initializers
                 if t.name == rec.initializer)
    # exactly the unfolded computation (ONNX's reference evaluator) and the stage's value
    np.testing.assert_array_equal(value, reference_values(inst, [rec.initializer])[0])
    np.testing.assert_array_equal(value, evaluate(stage, {"K": WEIGHT.astype(np.float64)}))
    assert rec.sha256 == value_sha256(value) and rec.shape == value.shape
    x = np.random.default_rng(1).standard_normal((3, 4)).astype(np.float32)
    np.testing.assert_array_equal(run(root, folded, x), run(root, inst, x))


def test_an_eoperator_of_the_weight_is_folded_by_its_kernel():
    root = product(SHUFFLE)
    inst = instantiate(root, "y", "op", {"K": WEIGHT}, library=False)
    assert [n.op_type for n in inst.nodes] == ["EOperator", "EOperator"]
    folded, records = fold_instantiation(inst, {"K": WEIGHT}, "y")
    assert [[op for _, op in r.nodes] for r in records] == [["EOperator"]]
    assert [n.op_type for n in folded.nodes] == ["EOperator"]
    value = numpy_helper.to_array(folded.initializers[-1])
    np.testing.assert_array_equal(value, evaluate(SHUFFLE, {"K": WEIGHT.astype(np.float64)}))
    x = np.random.default_rng(2).standard_normal((3, 4)).astype(np.float32)
    np.testing.assert_array_equal(run(root, folded, x), run(root, inst, x))


def test_nothing_to_fold_leaves_the_instantiation_as_it_is():
    # the weight read directly by the product is re-laid out at instantiation already
    root = Scope((Iter("m", 0, 3), Iter("f", 0, 6)), (Iter("c", 0, 4),),
                 Mul(Access(X, (m, c)), Access(K, (f, c))))
    inst = instantiate(root, "y", "op", {"K": WEIGHT})
    assert fold_instantiation(inst, {"K": WEIGHT}, "y") == (inst, [])


def test_the_output_node_and_nondeterministic_nodes_are_never_folded():
    nodes = [helper.make_node("Transpose", ["K"], ["t"], name="t"),
             helper.make_node("RandomNormalLike", ["t"], ["r"], name="r"),
             helper.make_node("Relu", ["t"], ["y"], name="y")]
    assert constant_nodes(nodes, {"K"}, "y") == [0]


def test_a_failed_evaluation_leaves_the_instantiation_unfolded(monkeypatch):
    """Fail closed: the unfolded instantiation is the checked one, and it is kept."""
    inst = instantiate(product(SHUFFLE), "y", "op", {"K": WEIGHT})

    class Broken:
        def __init__(self, *a, **kw):
            raise RuntimeError("no runtime")

    monkeypatch.setattr("verified_opt.backends.hybrid.HybridSession", Broken)
    assert fold_instantiation(inst, {"K": WEIGHT}, "y") == (inst, [])


def test_a_value_past_the_size_limit_is_not_folded(monkeypatch):
    monkeypatch.setattr(fold_mod, "FOLD_MAX_ELEMENTS", 10)
    inst = instantiate(product(SHUFFLE), "y", "op", {"K": WEIGHT})
    assert fold_instantiation(inst, {"K": WEIGHT}, "y") == (inst, [])
