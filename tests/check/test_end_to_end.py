"""The end-to-end check when the original model cancels: (x + K*y) - K*y rounds at the scale of
K*y while its output is the scale of x, so a rewrite that removes the cancellation differs from
the original by the original's own rounding, far above rtol x max|output|. Such a rewrite is
no less accurate than the original (both against a float64 evaluation) and passes; a rewrite
that is wrong by less than the cancellation's rounding but more than the original's error
still fails."""

from __future__ import annotations

import numpy as np

from verified_opt.check.end_to_end import check_end_to_end
from verified_opt.ir.graph import Graph, Node, TensorType

K = 4096.0


def _graph(nodes, inits):
    g = Graph(nodes, {"x": TensorType((64, 64), "float32"), "y": TensorType((64, 64), "float32")},
              ["out"], {k: np.asarray(v, np.float32) for k, v in inits.items()})
    g.infer_types()
    return g


def cancelling():
    return _graph([Node("Mul", ("y", "k"), ("ky",)), Node("Add", ("x", "ky"), ("s",)),
                   Node("Sub", ("s", "ky"), ("out",))], {"k": K})


def direct():
    return _graph([Node("Identity", ("x",), ("out",))], {})


def off_by(eps):
    # x + eps*y: wrong by up to about 4*eps
    return _graph([Node("Mul", ("y", "e"), ("ey",)), Node("Add", ("x", "ey"), ("out",))],
                  {"e": eps})


def test_removing_a_cancellation_passes():
    r = check_end_to_end(cancelling(), direct(), seed=3)
    assert r.ok
    w = r.worst()
    # the plain comparison alone would fail: the difference is the original's rounding
    assert w.max_abs > 2 * w.tolerance
    assert w.note and "float64" in w.note


def test_a_wrong_rewrite_still_fails_when_the_original_cancels():
    r = check_end_to_end(cancelling(), off_by(0.05), seed=3)
    assert not r.ok


def test_without_cancellation_nothing_changes():
    r = check_end_to_end(direct(), off_by(1e-3), seed=3)
    assert not r.ok and r.worst().note is None
    assert check_end_to_end(direct(), direct(), seed=3).ok
