"""The shipped axioms (top-level axioms/, one file per operator family).

Every file parses, every axiom has a one-line comment and a trigger, every axiom is sound on
random well-formed instances, and the set is consistent (`vopt axioms check` exits 0). The
TASO operator properties are all there, except those that need constant tensors. The checker
itself is exercised too: a deliberately unsound axiom is caught (exit 1, counterexample
printed), a malformed file is rejected with file:line and what is wrong (exit 2).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from verified_opt.axioms.lang import AxiomSyntaxError, default_axiom_dir, load_axioms, parse_file
from verified_opt.axioms.soundness import MIN_INSTANCES, check_axiom
from verified_opt.axioms.z3enc import unstated_dims
from verified_opt.cli import main
from verified_opt.verify.consistency import check_consistency
from verified_opt.verify.prove import AxiomSet

pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")

AXIOM_DIR = Path(__file__).resolve().parents[2] / "axioms"
AXIOMS = load_axioms(AXIOM_DIR)

FAMILIES = {"activation", "batchnorm", "concat_split", "conv", "elementwise", "gemm", "matmul",
            "pad", "pool", "reshape", "transpose"}

# TASO's verifier (verify/verify.py) states these operator properties; each is an axiom here,
# or follows from the named ones. Not expressible: the properties of TASO's constant tensors
# (const_pool, const_iconv, const_imm, const_one), for which the vocabulary has no symbol.
TASO = {
    "ewadd is associative": ["add_assoc"],
    "ewadd is commutative": ["add_comm"],
    "ewmul is associative": ["mul_assoc"],
    "ewmul is commutative": ["mul_comm"],
    "ewmul distributes over ewadd": ["mul_dist_add", "mul_comm"],
    "smul is associative": ["smul_assoc"],
    "smul distributes over ewadd": ["smul_dist_add"],
    "smul commutes with ewmul": ["smul_mul"],
    "smul commutes with transpose": ["transpose2_smul"],
    "smul commutes with matmul": ["matmul_smul_right", "matmul_smul_left"],
    "smul and concat": ["smul_concat"],
    "smul moves between conv input and weights": ["conv_smul_x", "conv_smul_w"],
    "smul of conv is conv of smul": ["conv_smul_x"],
    "relu and conv with fused relu": [],  # ONNX Conv has no fused activation: it is relu(conv)
    "relu and concat": ["relu_concat"],
    "relu and transpose": ["transpose2_relu"],
    "conv is linear in the weights": ["conv_add_w"],
    "conv is linear in the input": ["conv_add_x"],
    "sum of convs is conv of channel concats": ["conv_concat_in"],
    "sum of matmuls is matmul of concats": ["matmul_concat_inner"],
    "concat of ewadds": ["add_concat"],
    "concat of ewmuls": ["mul_concat"],
    "conv of a batch concat": ["conv_concat_batch"],
    "conv with concatenated weights": ["conv_concat_out"],
    "matmul is associative": ["matmul_assoc"],
    "split0 of concat": ["slice_concat_left"],
    "split1 of concat": ["slice_concat_right"],
    "matmul with a column concat": ["matmul_concat_cols"],
    "matmul is linear in the second argument": ["matmul_dist_right"],
    "transpose is an involution": ["transpose2_after_10", "transpose2_id"],
    "transpose of matmul": ["matmul_transpose2"],
    "transpose of concat": ["transpose2_concat0", "transpose2_concat1"],
    "concat geometry": ["concat_swap"],
    "transpose and ewadd": ["transpose2_add"],
    "transpose and ewmul": ["transpose2_mul"],
    "avgpool and channel concat": ["avgpool_concat_ch"],
    "maxpool and batch concat": ["maxpool_concat_batch"],
    "maxpool and channel concat": ["maxpool_concat_ch"],
    "avgpool and batch concat (lemma)": ["avgpool_concat_batch"],
    "kernel enlargement": ["conv_enlarge"],
    "matmul is linear in the first argument (lemma)": ["matmul_dist_left"],
    "matmul with a row concat (lemma)": ["matmul_concat_rows"],
}
TASO_NOT_EXPRESSIBLE = ["const_pool: conv with an averaging kernel is avgpool",
                        "const_iconv: conv with the identity kernel is the identity",
                        "const_imm: matmul with the identity matrix", "const_one: ewmul by ones",
                        "avgpool of const_iconv is const_pool"]


def run_vopt(capsys, *args) -> tuple[int, str, str]:
    from verified_opt.commands import common

    width = common.console.width
    common.console.width = 200
    try:
        capsys.readouterr()
        code = main([str(a) for a in args])
        cap = capsys.readouterr()
    finally:
        common.console.width = width
    return code, cap.out, cap.err


# ---- the shipped set ----------------------------------------------------------------------
def test_one_file_per_operator_family():
    files = {p.stem: parse_file(p) for p in AXIOM_DIR.glob("*.ax")}
    assert FAMILIES <= set(files), sorted(FAMILIES - set(files))
    assert all(files[f] for f in FAMILIES), "every family file holds axioms"
    assert len(AXIOMS) >= 100
    assert default_axiom_dir() == AXIOM_DIR.resolve()  # axioms/ links to the package data


def test_every_axiom_has_a_comment_and_a_trigger():
    axioms = AxiomSet.of(AXIOMS)
    for ax, f in zip(axioms.axioms, axioms.formulas):
        assert ax.comment, ax.name
        assert f.num_patterns() >= 1, ax.name


def test_a_side_that_generalizes_the_other_is_not_a_trigger():
    # relu(X) would match relu(relu(X)) = relu(X)'s own right side forever
    (f,) = AxiomSet.of([a for a in AXIOMS if a.name == "relu_idem"]).formulas
    assert f.num_patterns() == 1 and "relu(relu(" in str(f.pattern(0))


def test_taso_properties_are_covered():
    names = {a.name for a in AXIOMS}
    missing = {prop: [n for n in need if n not in names] for prop, need in TASO.items()}
    assert not {k: v for k, v in missing.items() if v}, missing
    assert len(TASO) + len(TASO_NOT_EXPRESSIBLE) >= 43


@pytest.mark.parametrize("index", range(len(AXIOMS)), ids=[a.name for a in AXIOMS])
def test_axiom_is_sound(index):
    ax = AXIOMS[index]
    r = check_axiom(ax, seed=index)  # the seeds `vopt axioms check` uses
    assert r.sound, f"{ax.where} {ax.name}: {r.counterexample}"
    assert r.instances >= MIN_INSTANCES


def test_axiom_set_is_consistent():
    r = check_consistency(AxiomSet.of(AXIOMS))
    assert r.consistent, r.problems


def test_vopt_axioms_check_exits_0(capsys):
    code, out, _ = run_vopt(capsys, "axioms", "check", AXIOM_DIR)
    assert code == 0, out[-3000:]
    assert f"Summary: {len(AXIOMS)} sound / 0 unsound; consistent" in out


# ---- the checker catches bad axioms ---------------------------------------------------------
CONV = ("sh in 1..2 sw in 1..2 pt in 0..2 pl in 0..2 pb in 0..2 pr in 0..2 dh in 1..2 dw in 1..2 "
        "yt in 0..1 xl in 0..1 yb in 0..1 xr in 0..1")
UNSOUND = {
    "matmul_comm": "forall A[n, n] B[n, n]: matmul(A, B) = matmul(B, A)",
    "concat_comm": "forall X[*p, a, *q] Y[*p, b, *q] ax = len(p): "
                   "concat(ax, X, Y) = concat(ax, Y, X)",
    "split_swapped": "forall A[*p, n1, *q] B[*p, n1, *q] ax = len(p): "
                     "slice(ax, 0, n1, concat(ax, A, B)) = B",
    "transpose_is_identity": "forall X[a, a]: transpose2(1, 0, X) = X",
    "relu_sub": "forall X[*p] Y[*p]: relu(sub(X, Y)) = sub(relu(X), relu(Y))",
    "relu_avgpool": "forall X[n, c, h, w]: avgpool(2, 2, 1, 1, 0, 0, 0, 0, 0, relu(X)) = "
                    "relu(avgpool(2, 2, 1, 1, 0, 0, 0, 0, 0, X))",
    "enlarge_kernel_in_corner": f"forall X[n, c, h, w] W[m, c, kh, kw] {CONV}: "
                                "conv(sh, sw, pt - yt * dh, pl - xl * dw, pb - yb * dh, "
                                "pr - xr * dw, dh, dw, 1, X, W) = "
                                "conv(sh, sw, pt, pl, pb, pr, dh, dw, 1, X, "
                                "pad4(0, 0, yb, xr, 0, 0, yt, xl, W)) if pt >= yt * dh and "
                                "pl >= xl * dw and pb >= yb * dh and pr >= xr * dw",
    "maxpool_pad_fold": "forall X[n, c, h, w]: maxpool(3, 3, 1, 1, 0, 0, 0, 0, "
                        "pad4(0, 0, 1, 1, 0, 0, 1, 1, X)) = maxpool(3, 3, 1, 1, 1, 1, 1, 1, X)",
}


@pytest.mark.parametrize("name", sorted(UNSOUND))
def test_unsound_axiom_is_refuted(tmp_path, name):
    (tmp_path / "bad.ax").write_text(f"{name}: {UNSOUND[name]}  # deliberately wrong\n")
    (ax,) = load_axioms(tmp_path)
    r = check_axiom(ax)
    assert not r.sound
    assert "left = " in r.counterexample and "right = " in r.counterexample, r.counterexample


# Sizes a declaration states but no side mentions are not part of the Z3 statement; testing
# draws them freely too, so a condition stated only there is caught.
UNSTATED = {
    # the shifted subsample holds for even maps only: X[n, c, 2*a, 2*b] does not say so to Z3
    "even_only_declared": (
        "forall X[n, c, 2*a, 2*b] ci in 0..1 e = 2*a + 1 f = 2*b + 1: "
        "avgpool(1, 1, 2, 2, 0, 0, 0, 0, ci, slice(3, 1, f, slice(2, 1, e, "
        "pad4(0, 0, 0, 0, 0, 0, 1, 1, X)))) = avgpool(1, 1, 2, 2, 0, 0, 0, 0, ci, "
        "slice(3, 1, dim(X, 3), slice(2, 1, dim(X, 2), X)))"),
    # add_concat_bias before its condition: U[a] longer than P's last axis fits the left side
    "bias_length_only_declared": (
        "forall P[*p, a] Q[*p, b] U[a] V[b] ax in 1..3: addb(concat(ax, P, Q), concat(0, U, V))"
        " = concat(ax, addb(P, U), addb(Q, V)) if ax == rank(P) - 1"),
}


@pytest.mark.parametrize("name", sorted(UNSTATED))
def test_a_condition_only_declared_in_a_shape_is_caught(tmp_path, name):
    (tmp_path / "bad.ax").write_text(f"{name}: {UNSTATED[name]}  # states too little\n")
    (ax,) = load_axioms(tmp_path)
    assert unstated_dims(ax), "the declared sizes are outside the Z3 statement"
    r = check_axiom(ax)
    assert not r.sound, "tested as declared, it would pass"


def test_same_shape_symbols_reject_other_shapes():
    # `add` is what the encoder writes for equal shapes (`addb` broadcasts): tested so too
    from verified_opt.axioms.vocab import VOCAB
    from verified_opt.semantics.arith import IntArith

    x, y = np.ones((2, 3), np.int64), np.ones((1, 3), np.int64)
    with pytest.raises(ValueError, match="equal shapes"):
        VOCAB["add"].apply([], [], [x, y], IntArith())
    assert VOCAB["addb"].apply([], [], [x, y], IntArith()).shape == (2, 3)


def test_vopt_axioms_check_prints_the_counterexample_and_exits_1(tmp_path, capsys):
    (tmp_path / "matmul.ax").write_text(
        "matmul_assoc: forall A[m,k] B[k,n] C[n,p]: matmul(matmul(A, B), C) = "
        "matmul(A, matmul(B, C))  # fine\n"
        f"matmul_comm: {UNSOUND['matmul_comm']}  # deliberately wrong: AB is not BA\n")
    (tmp_path / "concat.ax").write_text(
        f"concat_comm: {UNSOUND['concat_comm']}  # deliberately wrong: the order matters\n")
    code, out, _ = run_vopt(capsys, "axioms", "check", tmp_path)
    assert code == 1
    assert "[UNSOUND] matmul_comm" in out and "[UNSOUND] concat_comm" in out
    assert f"{tmp_path / 'matmul.ax'}:2" in out
    assert out.count("counterexample:") == 2 and "at output index" in out
    assert "left = " in out and "right = " in out
    assert "Summary: 1 sound / 2 unsound" in out


MALFORMED = [
    ("unknown operator", ("ok: forall X[*p]: relu(X) = relu(X)  # fine\n\n"
                          "bad: forall X[*p]: relux(X) = X  # oops\n"), 3,
     "unknown operator or unbound tensor 'relux'"),
    ("no comment", "bad: forall X[*p]: relu(relu(X)) = relu(X)\n", 1,
     "needs a one-line '# comment'"),
    ("wrong arity", "bad: forall X[*p] Y[*p]: add(X, Y, X) = X  # oops\n", 1,
     "add takes 2 arguments"),
    ("missing forall", "bad: X[*p]: relu(X) = X  # oops\n", 1, "expected 'forall'"),
    ("bound twice", "bad: forall X[*p] X[*p]: relu(X) = X  # oops\n", 1, "'X' is bound twice"),
    ("empty range", "bad: forall X[*p] s in 3..1: relu(X) = X  # oops\n", 1, "empty range 3..1"),
    ("stray character", "bad: forall X[*p]: relu(X) = X ; # oops\n", 1, "unexpected character ';'"),
    ("modulus not a constant", ("bad: forall X[a, b] k in 1..2: relu(X) = relu(X) "
                                "if a % k == 0  # oops\n"), 1,
     "'%' takes a positive constant modulus"),
    ("duplicate name", ("a: forall X[*p]: relu(X) = relu(X)  # one\n"
                        "a: forall X[*p]: tanh(X) = tanh(X)  # two\n"), 2,
     "already defined at line 1"),
]


@pytest.mark.parametrize(("what", "text", "line", "message"), MALFORMED,
                         ids=[m[0] for m in MALFORMED])
def test_malformed_axiom_file_names_file_line_and_problem(tmp_path, capsys, what, text, line,
                                                          message):
    path = tmp_path / "bad.ax"
    path.write_text(text)
    with pytest.raises(AxiomSyntaxError) as e:
        parse_file(path)
    assert f"{path}:{line}" in str(e.value) and message in str(e.value), str(e.value)
    code, out, err = run_vopt(capsys, "axioms", "check", tmp_path)
    assert code == 2
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert f"{path}:{line}" in lines[0] and message in lines[0], lines[0]
    assert "Traceback" not in out + err


def test_an_axiom_folder_that_is_a_file_is_named_so(tmp_path, capsys):
    f = tmp_path / "rules.json"
    f.write_text("{}")
    with pytest.raises(AxiomSyntaxError, match="not a folder"):
        load_axioms(f)
    code, _, err = run_vopt(capsys, "axioms", "check", f)
    assert code == 2 and err.count("\n") == 1 and f"{f}: not a folder" in err, err


@pytest.mark.parametrize("text", ["", "# only a comment\n\n"])
def test_an_ax_file_without_axioms_is_bad_input(tmp_path, capsys, text):
    (tmp_path / "good.ax").write_text("relu_idem: forall X[*p]: relu(relu(X)) = relu(X)  # idem\n")
    (tmp_path / "empty.ax").write_text(text)
    with pytest.raises(AxiomSyntaxError, match="empty.ax: no axioms"):
        load_axioms(tmp_path)
    code, out, err = run_vopt(capsys, "axioms", "check", tmp_path)
    assert code == 2 and err.count("\n") == 1 and "empty.ax: no axioms" in err, (out, err)
