"""A derivation's float contract is measured on the nodes it replaces and the nodes that
replace them (check/float_tier.py): dropping terms that are 0 over the reals (a product with a
zero row of weights, a dense band) is `zero-terms`; the same terms in another order are
`reassociate`."""

import numpy as np
import pytest
from onnx import helper, numpy_helper

from verified_opt.check.float_tier import REASSOCIATE, ZERO_TERMS, measured_tier

W = np.array([[1.0, 2.0], [3.0, -1.0], [0.0, 0.0]], np.float32)  # x[:, 2] meets only zeros


def _model(nodes, inits, x_shape=(4, 3), y_shape=(4, 2), x="x"):
    g = helper.make_graph(nodes, "m", [helper.make_tensor_value_info(x, 1, x_shape)],
                          [helper.make_tensor_value_info("y", 1, y_shape)],
                          [numpy_helper.from_array(v, k) for k, v in inits.items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    return m


def dense():
    return _model([helper.make_node("MatMul", ["x", "w"], ["y"])], {"w": W})


def test_dropping_a_product_with_zero_weights_is_zero_terms():
    """x @ W with W's last row 0 is x[:, :2] @ W[:2] over the reals; an inf in x[:, 2] makes
    the dense side NaN and leaves the other finite."""
    sliced = _model([helper.make_node("Slice", ["x", "st", "en", "ax"], ["xs"]),
                     helper.make_node("MatMul", ["xs", "w"], ["y"])],
                    {"w": W[:2], "st": np.array([0]), "en": np.array([2]), "ax": np.array([1])})
    tier, evidence = measured_tier(dense(), sliced)
    assert tier == ZERO_TERMS
    assert "x[" in evidence and "finite on one side and not on the other" in evidence
    # and the reverse (terms added) is zero-terms too
    assert measured_tier(sliced, dense())[0] == ZERO_TERMS


def test_the_same_terms_in_another_order_are_reassociate():
    """(W^T x^T)^T: every product x[i, k] * W[k, j] is computed on both sides."""
    transposed = _model([helper.make_node("Transpose", ["x"], ["xt"], perm=[1, 0]),
                         helper.make_node("MatMul", ["wt", "xt"], ["yt"]),
                         helper.make_node("Transpose", ["yt"], ["y"], perm=[1, 0])],
                        {"wt": np.ascontiguousarray(W.T)})
    tier, evidence = measured_tier(dense(), transposed)
    assert tier == REASSOCIATE
    assert evidence.startswith("12 cases")   # 4 positions of x, three specials each


def test_models_that_read_different_inputs_are_refused():
    other = _model([helper.make_node("MatMul", ["z", "w"], ["y"])], {"w": W}, x="z")
    with pytest.raises(ValueError, match="reads"):
        measured_tier(dense(), other)
