"""Conv, ConvTranspose and Col2Im matchers (derive/match_conv.py): a lowered operator comes
back as itself with its attributes, a derived stage that is a convolution gets the attributes
its indices imply, near-misses stay eOperators, and a wrong attribute fails the exact check."""

import dataclasses

import numpy as np
import pytest
from onnx import helper

pytest.importorskip("tvm")

from verified_opt.check.instantiation import check_instantiation
from verified_opt.derive import match_conv
from verified_opt.derive.expr import Access, Iter, Mul, Scope, Tensor, stages, var
from verified_opt.derive.instantiate import instantiate
from verified_opt.derive.lower import lower_node
from verified_opt.derive.rules import split_sums, substitute, tighten
from verified_opt.derive.search import certify, derive


def _attrs(node):
    return {a.name: helper.get_attribute_value(a) for a in node.attribute}


def _inst(root, consts=()):
    shapes = {t.name: t.shape for t in _tensors(root)}
    return instantiate(root, "Y", "p", {k: np.ones(shapes[k], np.float32) for k in consts})


def _tensors(root):
    from verified_opt.derive.expr import tensors
    return tensors(root)


CONVS = [
    ({"pads": [1, 1, 1, 1]}, (1, 4, 7, 7), (6, 4, 3, 3), False),
    ({"pads": [2, 1, 0, 3], "strides": [2, 3], "dilations": [2, 1]}, (2, 4, 9, 8), (6, 4, 3, 2),
     True),
    ({"group": 2, "pads": [1, 1, 1, 1]}, (1, 4, 6, 6), (6, 2, 3, 3), True),
    ({"strides": [2]}, (1, 3, 11), (5, 3, 4), False),
    ({"strides": [1, 2, 1], "pads": [0, 1, 1, 1, 0, 0]}, (1, 2, 4, 5, 3), (3, 2, 2, 3, 1), False),
]


@pytest.mark.parametrize("attrs,xs,ws,bias", CONVS)
@pytest.mark.parametrize("const", [False, True])
def test_lowered_conv_instantiates_to_the_same_conv(attrs, xs, ws, bias, const):
    ins = ["X", "W"] + (["B"] if bias else [])
    node = helper.make_node("Conv", ins, ["Y"], name="c", **attrs)
    shapes = {"X": xs, "W": ws} | ({"B": (ws[0],)} if bias else {})
    root = lower_node(node, shapes)
    consts = set(ins[1:]) if const else set()
    inst = _inst(root, consts)
    assert [n.op_type for n in inst.nodes] == ["Conv"] and inst.kinds == [("Y", "Conv")]
    conv = inst.nodes[0]
    nd = len(xs) - 2
    got = _attrs(conv)
    assert got["strides"] == attrs.get("strides", [1] * nd)
    assert got["dilations"] == attrs.get("dilations", [1] * nd)
    want = attrs.get("pads", [0] * 2 * nd)
    assert got["pads"][:nd] == want[:nd]
    # the end pads may be smaller where the stride leaves the last ones unread
    for ax in range(nd):
        dk = (ws[2 + ax] - 1) * got["dilations"][ax] + 1
        size = [(xs[2 + ax] + want[ax] + p[ax + nd] - dk) // got["strides"][ax]
                for p in (want, got["pads"])]
        assert size[0] == size[1]
    assert got["group"] == attrs.get("group", 1)
    assert len(conv.input) == len(ins)
    assert check_instantiation(root, consts)[0]


CONVTS = [
    ({"strides": [2, 2], "pads": [1, 1, 1, 1]}, (1, 4, 4, 4), (4, 3, 4, 4), False),
    ({"strides": [2, 2], "pads": [4, 4, 4, 4], "output_padding": [1, 1]}, (1, 5, 6, 6),
     (5, 1, 9, 9), True),
    ({"strides": [3, 2], "pads": [0, 1, 2, 0]}, (2, 3, 4, 5), (3, 2, 3, 3), False),
]


@pytest.mark.parametrize("attrs,xs,ws,bias", CONVTS)
def test_lowered_conv_transpose_instantiates_to_the_same_conv_transpose(attrs, xs, ws, bias):
    ins = ["X", "W"] + (["B"] if bias else [])
    node = helper.make_node("ConvTranspose", ins, ["Y"], name="ct", **attrs)
    shapes = {"X": xs, "W": ws} | ({"B": (ws[1],)} if bias else {})
    root = lower_node(node, shapes)
    inst = _inst(root, {"W"})
    assert [n.op_type for n in inst.nodes] == ["ConvTranspose"]
    got = _attrs(inst.nodes[0])
    assert got["strides"] == attrs["strides"] and got["pads"][:2] == attrs["pads"][:2]
    # an end pad and an output padding cancel: only their difference is the attribute
    adj = attrs.get("output_padding", [0, 0])
    assert [got["pads"][2 + a] - got["output_padding"][a] for a in range(2)] == [
        attrs["pads"][2 + a] - adj[a] for a in range(2)]
    assert check_instantiation(root, {"W"})[0]


@pytest.mark.parametrize("dil,pads", [(1, [0, 1, 0, 1]), (2, [0, 2, 0, 2])])
def test_derived_stage_is_a_conv_with_its_own_attributes(dil, pads):
    """EinNet's Conv3x3 -> Conv1x3 over (f, r) output channels + an offset sum: after
    split_sums, substitute, tighten the stage is a convolution with kernel 1x3, the dilation
    only along w and the padding only along w."""
    node = helper.make_node("Conv", ["X", "W"], ["Y"], name="c", pads=[dil] * 4,
                            dilations=[dil, dil])
    root = lower_node(node, {"X": (1, 4, 8, 8), "W": (5, 4, 3, 3)})
    a = split_sums(root, root, ("r",))
    b = substitute(a, stages(a)[0], "h", "r", dil)
    c = tighten(b, stages(b)[0])
    form = match_conv.match_conv(stages(c)[0])
    assert form is not None and form.fs == ("f", "r")
    inst = _inst(c, {"W"})
    assert dict(inst.kinds)["T"] == "Conv"
    conv = next(n for n in inst.nodes if n.op_type == "Conv")
    got = _attrs(conv)
    assert got["kernel_shape"] == [1, 3] and got["dilations"] == [1, dil]
    assert got["pads"] == pads and got["strides"] == [1, 1]
    assert check_instantiation(c, {"W"})[0]


def _conv_expr(xidx, widx, xshape=(1, 3, 6, 6), wshape=(4, 3, 3, 3), c_hi=3):
    x, w = Tensor("X", xshape), Tensor("W", wshape)
    return Scope((Iter("n", 0, 1), Iter("f", 0, 4), Iter("h", 0, 6), Iter("w", 0, 6)),
                 (Iter("c", 0, c_hi), Iter("r", 0, 3), Iter("s", 0, 3)),
                 Mul(Access(x, xidx), Access(w, widx)))


n_, f_, h_, w_, c_, r_, s_ = map(var, "nfhwcrs")
NEAR_MISSES = {
    # the flattened image: a read past a row's end wraps into the next row (no guard)
    "wrapping guard": _conv_expr((n_, c_, (h_ + r_ - 1) * 6 + w_ + s_ - 1),
                                 (f_, c_, r_, s_), xshape=(1, 3, 36)),
    # the output iterator read backwards: no positive stride
    "negative stride": _conv_expr((n_, c_, -h_ + r_ + 5, w_ + s_ - 1), (f_, c_, r_, s_)),
    # the kernel read flipped: not a plain read of W
    "non-plain weight": _conv_expr((n_, c_, h_ + r_ - 1, w_ + s_ - 1), (f_, c_, 2 - r_, s_)),
    # the channel read one further: not a plain channel
    "channel offset": _conv_expr((n_, c_ + 1, h_ + r_ - 1, w_ + s_ - 1), (f_, c_, r_, s_)),
    # a partial channel sum
    "partial sum": _conv_expr((n_, c_, h_ + r_ - 1, w_ + s_ - 1), (f_, c_, r_, s_), c_hi=2),
    # one kernel iterator in two spatial dims
    "diagonal": _conv_expr((n_, c_, h_ + r_ - 1, w_ + r_ - 1), (f_, c_, r_, s_)),
}


@pytest.mark.parametrize("case", sorted(NEAR_MISSES))
def test_near_misses_are_not_convs(case):
    root = NEAR_MISSES[case]
    assert match_conv.match_conv(root) is None
    assert match_conv.match_conv_transpose(root) is None
    assert _inst(root, {"W"}).kinds == [("out", "EOperator")]
    assert check_instantiation(root, {"W"})[0]


@pytest.mark.parametrize("field,value", [("pads", (0, 1, 1, 1)), ("strides", (1, 2)),
                                         ("dilations", (2, 1))])
def test_a_wrong_attribute_fails_the_exact_check(monkeypatch, field, value):
    node = helper.make_node("Conv", ["X", "W"], ["Y"], name="c", pads=[1, 1, 1, 1])
    root = lower_node(node, {"X": (1, 3, 6, 6), "W": (4, 3, 3, 3)})
    assert check_instantiation(root, {"W"})[0]
    real = match_conv.match_conv

    def wrong(s):
        f = real(s)
        return dataclasses.replace(f, **{field: value}) if f is not None else None

    monkeypatch.setattr(match_conv, "match_conv", wrong)
    ok, why = check_instantiation(root, {"W"})
    assert not ok, why


def _col2im_state(attrs, xs, ws):
    node = helper.make_node("ConvTranspose", ["X", "W"], ["Y"], name="ct", **attrs)
    root = lower_node(node, {"X": xs, "W": ws})
    a = split_sums(root, root, ("ih", "iw"))
    b = substitute(a, stages(a)[0], "h", "ih", -attrs["strides"][0])
    c = substitute(b, stages(b)[0], "w", "iw", -attrs["strides"][1])
    return tighten(c, stages(c)[0])


@pytest.mark.parametrize("attrs,xs,ws", [
    ({"strides": [2, 2], "pads": [1, 1, 1, 1]}, (1, 4, 6, 6), (4, 3, 4, 4)),
    ({"strides": [2, 2], "pads": [4, 4, 4, 4], "output_padding": [1, 1]}, (1, 5, 6, 6),
     (5, 2, 9, 9)),
    ({"strides": [3, 2]}, (2, 3, 4, 5), (3, 2, 3, 3)),
])
def test_conv_transpose_as_matmul_then_col2im(attrs, xs, ws):
    state = _col2im_state(attrs, xs, ws)
    inst = _inst(state, {"W"})
    assert [k for _, k in inst.kinds] == ["MatMul", "Col2Im"]
    col = _attrs(next(n for n in inst.nodes if n.op_type == "Col2Im"))
    assert col["strides"] == attrs["strides"]
    assert col["pads"][:2] == attrs.get("pads", [0] * 4)[:2]
    assert check_instantiation(state, {"W"})[0]


def test_col2im_near_miss_a_partial_block_sum():
    state = _col2im_state({"strides": [2, 2], "pads": [1, 1, 1, 1]}, (1, 4, 6, 6), (4, 3, 4, 4))
    part = Scope(state.loops, tuple(Iter(i.name, 0, i.hi - 1) if i.name == "ih" else i
                                    for i in state.sums), state.body)
    from verified_opt.derive.instantiate import flatten
    assert match_conv.match_col2im(flatten(state)) is not None
    assert match_conv.match_col2im(flatten(part)) is None
    assert dict(_inst(part, {"W"}).kinds)["out"] == "EOperator"


def test_search_finds_conv_transpose_as_matmul_and_col2im_every_step_proved():
    node = helper.make_node("ConvTranspose", ["X", "W"], ["Y"], name="ct", strides=[2, 2],
                            pads=[1, 1, 1, 1])
    root = lower_node(node, {"X": (1, 4, 4, 4), "W": (4, 2, 4, 4)})
    # depth 4 holds the path (split, substitute x2, tighten; the layout step is added); the
    # budget is only a guard, so a loaded machine does not cut the search short
    cands = [c for c in derive(root, depth=4, consts=frozenset({"W"}), budget_s=120)
             if c.steps]
    best = cands[0]
    assert [k for _, k in _inst(best.final, {"W"}).kinds] == ["MatMul", "Col2Im"]
    assert certify(best), [p.reason for p in best.proofs]
    assert check_instantiation(best.final, {"W"})[0]


def _convt_expr(kidx, lo=0):
    x, w = Tensor("X", (1, 3, 4, 4)), Tensor("W", (3, 2, 4, 4))
    i_h, i_w = var("ih"), var("iw")
    return Scope((Iter("n", 0, 1), Iter("f", 0, 2), Iter("h", lo, lo + 8), Iter("w", 0, 8)),
                 (Iter("c", 0, 3), Iter("ih", 0, 4), Iter("iw", 0, 4)),
                 Mul(Access(x, (n_, c_, i_h, i_w)), Access(w, (c_, f_, kidx, w_ + 1 - 2 * i_w))))


@pytest.mark.parametrize("root", [
    _convt_expr(h_ + 1 - 2 * var("ih")),               # the ConvTranspose itself
    _convt_expr(h_ + 1 - 2 * var("ih"), lo=-1),        # the output starts one row later
], ids=["plain", "shifted output"])
def test_conv_transpose_forms_match(root):
    f = match_conv.match_conv_transpose(root)
    assert f is not None and f.strides == (2, 2)
    assert _inst(root, {"W"}).kinds == [("out", "ConvTranspose")]
    assert check_instantiation(root, {"W"})[0]


@pytest.mark.parametrize("root", [
    _convt_expr(2 * h_ + 1 - 2 * var("ih")),            # the output read at a stride
    _convt_expr(h_ - 1 - 2 * var("ih")),                # a negative head pad
    _convt_expr(h_ + 1 - 2 * var("iw")),                # the wrong input iterator
], ids=["output stride", "negative pad", "crossed iterators"])
def test_conv_transpose_near_misses_stay_eoperators(root):
    assert match_conv.match_conv_transpose(root) is None
    assert _inst(root, {"W"}).kinds == [("out", "EOperator")]
    assert check_instantiation(root, {"W"})[0]
