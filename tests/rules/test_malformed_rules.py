"""Malformed rules are bad input (issue 16 point 6): each is rejected when it is loaded, with its
file, its rule and what is wrong, exit 2, never a traceback or an internal error; a folder with
one malformed rule still verifies the others.

The found crashes come first, then a seeded fuzz: a few hundred mutants of the shipped rules
through `vopt verify` and `vopt optimize --rules` (in this process, through cli.main)."""

from __future__ import annotations

import collections
import copy
import json
import random
from pathlib import Path

import pytest

from verified_opt.cli import main
from verified_opt.examples.build import write as write_example
from verified_opt.rules.format import load_rules, read_rule_files

SHIPPED = Path(__file__).resolve().parents[2] / "verified_opt" / "data" / "rules"
FAST = ["--jobs", "1", "--timeout", "2000", "--rlimit", "2000000"]


@pytest.fixture
def vopt(capsys):
    def run(*args):
        capsys.readouterr()
        code = main([str(a) for a in args])
        cap = capsys.readouterr()
        return code, cap.out, cap.err

    return run


@pytest.fixture(scope="module")
def demo(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "example.onnx"
    write_example(path)
    return path


def rule(name: str, src: list, dst: list, inputs=None, src_out=("y",), dst_out=("y",)) -> dict:
    return {"name": name, "inputs": inputs or {"X": ["m", "n"]},
            "src": {"nodes": src, "outputs": list(src_out)},
            "dst": {"nodes": dst, "outputs": list(dst_out)}}


def node(op, inputs, outputs=("y",), **attrs) -> dict:
    d = {"op": op, "inputs": list(inputs), "outputs": list(outputs)}
    if attrs:
        d["attrs"] = attrs
    return d


def write(path: Path, *rules: dict) -> Path:
    path.write_text(json.dumps({"rules": list(rules)}))
    return path


def one_line_error(code, out, err, *words):
    assert code == 2, (code, out, err)
    assert "Traceback" not in err + out and "internal error" not in err + out
    assert err.count("\n") == 1 and err.startswith("error: "), repr(err)
    for w in words:
        assert w in err, (w, err)


# ---- the crashes of issue 16 point 6, and their kin ------------------------------------------
TWICE = [node("Transpose", ["X"], ["t"], perm=[1, 0]), node("Transpose", ["t"], perm=[1, 0])]
FOUND = {
    "perm out of range": (
        rule("bad_perm", [node("Transpose", ["X"], ["t"], perm=[0, 5]),
                          node("Transpose", ["t"], perm=[1, 0])], [], dst_out=["X"]),
        "src node 0 (Transpose): perm [0, 5] is not a permutation of 2 axes"),
    "duplicate Unsqueeze axes": (
        rule("bad_unsqueeze", [node("Unsqueeze", ["X"], ["t"], axes=[0, 0]),
                               node("Squeeze", ["t"], axes=[0, 1])], [], dst_out=["X"]),
        "src node 0 (Unsqueeze): repeated axes [0, 0]"),
    "Reshape to [-1, -1]": (
        rule("bad_reshape", TWICE, [node("Reshape", ["X"], ["t"], shape=[-1, -1]),
                                    node("Reshape", ["t"], shape=["m", "n"])]),
        "dst node 0 (Reshape): shape [-1, -1] has more than one -1"),
    "Slice without ends": (
        rule("no_ends", [node("Slice", ["X"], starts=[0], axes=[0])], [node("Identity", ["X"])]),
        "src node 0 (Slice): needs attribute 'ends'"),
    "a size past what can be tested": (
        rule("huge", [node("Relu", ["X"])], [node("Relu", ["X"])], inputs={"X": [1 << 40, "n"]}),
        "input 'X': shape must list positive ints (at most 65536)"),
    "an axis past the rank": (
        rule("bad_axis", [node("Concat", ["X", "X"], axis=5)],
             [node("Concat", ["X", "X"], axis=0)]),
        "src node 0 (Concat): axis 5 out of range for rank 2"),
    "a node that lists more outputs than its operator gives": (
        rule("three_outputs", [node("Relu", ["X"], ["y", "z", "w"])], [node("Relu", ["X"])]),
        "src node 0 (Relu) lists 3 outputs; the operator gives 1"),
    "a data input given as an input and as an attribute": (
        rule("split_input", [node("Split", ["X", "X"], ["a", "b"], axis=0, split=[1, 1])],
             [node("Split", ["X"], ["a", "b"], axis=0, split=[1, 1])], src_out=["a", "b"],
             dst_out=["a", "b"]),
        "src node 0 (Split): takes 1 input in a rule, got 2"),
}


@pytest.mark.parametrize("case", sorted(FOUND))
def test_found_crashes_are_one_line_errors(case, vopt, tmp_path, demo):
    obj, what = FOUND[case]
    path = write(tmp_path / "bad.json", obj)
    for args in (["verify", path, *FAST],
                 ["optimize", demo, "-o", tmp_path / "o.onnx", "--rules", path]):
        one_line_error(*vopt(*args), str(path), f"rule '{obj['name']}'", what)
    assert not (tmp_path / "o.onnx").exists()


def test_dimension_expressions_are_read_not_evaluated(vopt, tmp_path):
    """Dims reach sympy, which evaluates Python: a rule file must not run code."""
    canary = tmp_path / "pwned"
    evil = f"__import__('pathlib').Path({str(canary)!r}).touch() or m"
    path = write(tmp_path / "evil.json", rule("evil", [node("Reshape", ["X"], shape=[evil, "n"])],
                                              [node("Identity", ["X"])]))
    one_line_error(*vopt("verify", path, *FAST), "rule 'evil'", "attribute 'shape'",
                   "is not an integer, a symbol name or an expression")
    assert not canary.exists()


def test_an_expression_over_unbound_symbols_is_malformed(tmp_path):
    path = write(tmp_path / "r.json", rule("free", [node("Reshape", ["X"], shape=["m*q", "n"])],
                                           [node("Identity", ["X"])]))
    loaded = read_rule_files([path])
    assert not loaded.rules
    assert "uses q, which no input shape or attribute of the rule binds" in \
        loaded.malformed[0].message


def test_concrete_shapes_that_never_fit_are_malformed(tmp_path):
    """No size to choose: a MatMul of [2, 3] by [4, 5] is no rule (it was 'inconclusive');
    the same with sizes to choose is left to the matcher."""
    mm = [node("MatMul", ["A", "B"])]
    path = write(tmp_path / "r.json",
                 rule("never", mm, mm, {"A": [2, 3], "B": [4, 5]}),
                 rule("sometimes", mm, mm, {"A": ["m", "k"], "B": ["j", "n"]}))
    loaded = read_rule_files([path])
    assert [r.name for r in loaded.rules] == ["sometimes"]
    assert "3" in loaded.malformed[0].message and "4" in loaded.malformed[0].message


def test_load_rules_names_the_first_and_counts_the_others(tmp_path):
    a = write(tmp_path / "a.json", FOUND["perm out of range"][0])
    write(tmp_path / "b.json", FOUND["Reshape to [-1, -1]"][0],
          rule("ok", TWICE, [], dst_out=["X"]))
    with pytest.raises(Exception) as e:
        load_rules([tmp_path])
    assert str(a) in str(e.value) and "rule 'bad_perm'" in str(e.value)
    assert "and 1 more malformed" in str(e.value)


def test_repeated_names_are_all_malformed(tmp_path):
    write(tmp_path / "a.json", rule("same", TWICE, [], dst_out=["X"]))
    write(tmp_path / "b.json", rule("same", TWICE, [], dst_out=["X"]), rule("other", TWICE, [],
                                                                             dst_out=["X"]))
    loaded = read_rule_files([tmp_path])
    assert [r.name for r in loaded.rules] == ["other"]
    assert len(loaded.malformed) == 2 and all("is repeated" in m.message for m in loaded.malformed)


# ---- a folder: the others are verified; what vopt writes beside rules is skipped ---------------
def test_folder_with_one_malformed_rule_verifies_the_others(vopt, tmp_path):
    (tmp_path / "transpose.json").write_text((SHIPPED / "transpose.json").read_text())
    n_good = len(load_rules([tmp_path]))
    bad = write(tmp_path / "zz_bad.json", FOUND["duplicate Unsqueeze axes"][0])
    code, out, err = vopt("verify", tmp_path, *FAST)
    one_line_error(code, out, err, str(bad), "rule 'bad_unsqueeze'", "repeated axes")
    assert out.count("[proved]") == n_good
    assert "[malformed]" in out and "bad_unsqueeze" in out
    assert f"Summary: {n_good} proved / 0 refuted / 0 inconclusive / 1 malformed" in out


def test_a_folder_of_only_malformed_rules_lists_each(vopt, tmp_path):
    """Nothing to verify is still exit 2 with one error line, and each malformed rule gets its
    [malformed] line and the summary counts them (the error named only the first of 3)."""
    write(tmp_path / "a.json", rule("same", TWICE, [], dst_out=["X"]))
    write(tmp_path / "b.json", rule("same", TWICE, [], dst_out=["X"]))
    write(tmp_path / "c.json", FOUND["duplicate Unsqueeze axes"][0])
    code, out, err = vopt("verify", tmp_path, *FAST)
    one_line_error(code, out, err, "3 malformed")
    assert out.count("[malformed]") == 3 and "bad_unsqueeze" in out
    assert "Summary: 0 proved / 0 refuted / 0 inconclusive / 3 malformed" in out


def test_generate_folder_skips_certificates(vopt, tmp_path):
    """`vopt verify DIR` on what `vopt generate` writes: certificates and summary.json are not
    rule files; they are skipped and counted."""
    rules = write(tmp_path / "rules.json", rule("cancel", TWICE, [], dst_out=["X"]))
    code, out, _ = vopt("verify", rules, *FAST, "--certificates", tmp_path / "certificates")
    assert code == 0 and "wrote 1 certificates" in out
    (tmp_path / "summary.json").write_text(json.dumps({"schema": "verified_opt.generate/1"}))
    code, out, err = vopt("verify", tmp_path, *FAST)
    assert code == 0, err
    assert "skipped 2 JSON files that vopt writes beside rules (1 certificate, 1 generate " \
           "summary)" in " ".join(out.split())
    assert out.count("[proved]") == 1
    cert = next((tmp_path / "certificates").glob("*.json"))
    one_line_error(*vopt("verify", cert, *FAST), str(cert), "verified_opt.certificate/2",
                   "not a rule file")


# ---- fuzz ------------------------------------------------------------------------------------
def _shipped() -> list[dict]:
    return [r for f in sorted(SHIPPED.glob("*.json")) for r in json.loads(f.read_text())["rules"]]


def _nodes(r):
    return [n for s in ("src", "dst") for n in r[s]["nodes"]]


def _attrs(r, keep=lambda k, v: True):
    return [(n, k) for n in _nodes(r) for k, v in n.get("attrs", {}).items() if keep(k, v)]


WRONG = ["abc def", "", "1+", 1.5, [1, [2]], [[0, 1]], {"a": 1}, None, True, "-3", 3.0, [],
         ["m", 1.5], 10**30, "m/0", "m**99", "__import__('os')", float("inf")]
OPS = ["Transpose", "Reshape", "Concat", "Split", "Conv", "MatMul", "Unsqueeze", "Squeeze", "Pad",
       "Slice", "MaxPool", "Gemm", "Flatten", "DepthToSpace", "BatchNormalization", "Softmax",
       "ReduceSum", "Sum", "WinogradInput", "LRN", "Ones", "IdentityKernel", "Fill", "Frobnicate",
       "relu", "", 3, None, "Gather"]


def _set(n, k, v):
    n.setdefault("attrs", {})[k] = v
    return True


def _perm(r, rng, how):
    ns = [n for n in _nodes(r) if n["op"] == "Transpose"]
    if not ns:
        return False
    n = rng.choice(ns)
    perm = list(n.get("attrs", {}).get("perm", [1, 0]))
    if how == "range":
        perm[rng.randrange(len(perm))] = rng.choice([len(perm), len(perm) + 3, -len(perm) - 1])
    elif how == "dup":
        perm[-1] = perm[0]
    else:
        perm = perm + [len(perm)] if rng.random() < 0.5 else perm[:-1]
    return _set(n, "perm", perm)


def _attr(r, rng, keys, value):
    cands = _attrs(r, lambda k, v: k in keys)
    if not cands:
        return False
    n, k = rng.choice(cands)
    return _set(n, k, value(n["attrs"][k]))


def _elem(v, rng, new):
    if isinstance(v, list) and v:
        v = list(v)
        v[rng.randrange(len(v))] = new
        return v
    return new


def _node(r, rng, keep=lambda n: True):
    ns = [n for n in _nodes(r) if keep(n)]
    return rng.choice(ns) if ns else None


def _side(r, rng):
    return r[rng.choice(["src", "dst"])]


def _cycle(r, rng):
    side = _side(r, rng)
    ns = side["nodes"]
    if len(ns) < 2 or not ns[0]["inputs"]:
        return False
    ns[0]["inputs"][0] = ns[-1]["outputs"][0]
    return True


def _with_node(r, rng, change, keep=lambda n: True):
    n = _node(r, rng, keep)
    return n is not None and (change(n) is not False)


def _drop_attr(r, rng):
    cands = _attrs(r)
    if not cands:
        return False
    n, k = rng.choice(cands)
    del n["attrs"][k]
    return True


def _dims(r, rng, change):
    k = rng.choice(sorted(r["inputs"]))
    r["inputs"][k] = change(list(r["inputs"][k]))
    return True


MUTATORS = {
    "perm out of range": lambda r, g: _perm(r, g, "range"),
    "perm duplicated": lambda r, g: _perm(r, g, "dup"),
    "perm of another rank": lambda r, g: _perm(r, g, "len"),
    "axes duplicated": lambda r, g: _attr(r, g, ["axes"], lambda v: v + v[:1] if v else [0, 0]),
    "axis out of range": lambda r, g: _attr(r, g, ["axes", "axis"], lambda v: _elem(
        v, g, g.choice([7, 99, -9, 2**40]))),
    "two -1 in a Reshape": lambda r, g: _attr(r, g, ["shape"], lambda v: [-1, -1] + v[2:]),
    "negative sizes": lambda r, g: _attr(r, g, [
        "kernel_shape", "strides", "dilations", "pads", "split", "shape", "group", "blocksize",
        "m", "starts", "ends", "steps"], lambda v: _elem(v, g, g.choice([-1, -5, 0, -7]))),
    "wrong type": lambda r, g: _attr(r, g, {k for _, k in _attrs(r)},
                                     lambda v: copy.deepcopy(g.choice(WRONG))),
    "wrong element type": lambda r, g: _attr(r, g, {k for _, k in _attrs(r)},
                                             lambda v: _elem(v, g, copy.deepcopy(g.choice(WRONG)))),
    "missing attribute": lambda r, g: _drop_attr(r, g),
    "unknown attribute": lambda r, g: _with_node(r, g, lambda n: _set(
        n, g.choice(["foo", "perm", "axis", "kernel_shape", "epsilon"]),
        g.choice([1, [0, 1], "m"]))),
    "unknown or other operator": lambda r, g: _with_node(r, g, lambda n: n.update(
        op=g.choice(OPS))),
    "unknown input": lambda r, g: _with_node(r, g, lambda n: n["inputs"].__setitem__(
        g.randrange(len(n["inputs"])), g.choice(["ghost", "", 5])), lambda n: n["inputs"]),
    "an input too many": lambda r, g: _with_node(r, g, lambda n: n.update(
        inputs=n["inputs"] + [min(r["inputs"])] * g.choice([1, 3]))),
    "an input too few": lambda r, g: _with_node(r, g, lambda n: n.update(
        inputs=n["inputs"][:-1]), lambda n: n["inputs"]),
    "output not produced": lambda r, g: _side(r, g)["outputs"].append("nowhere") or True,
    "output renamed": lambda r, g: _side(r, g)["outputs"].__setitem__(0, "nowhere") or True,
    "outputs not a list of names": lambda r, g: _side(r, g).update(
        outputs=g.choice([[], "y", None, [1]])) or True,
    "node outputs": lambda r, g: _with_node(r, g, lambda n: n.update(outputs=g.choice(
        [[], n["outputs"] * 2, n["outputs"] + ["extra1", "extra2"], "t", [None]]))),
    "empty or broken graph": lambda r, g: r.update({g.choice(["src", "dst"]): g.choice(
        [{"nodes": [], "outputs": []}, {}, [], None, {"nodes": {}, "outputs": ["y"]}])}) or True,
    "cycle": _cycle,
    "self loop": lambda r, g: _with_node(r, g, lambda n: n["inputs"].__setitem__(
        0, n["outputs"][0]), lambda n: n["inputs"]),
    "bad input dims": lambda r, g: _dims(r, g, lambda d: _elem(d, g, g.choice(
        [-1, 0, 1.5, "3*", "0*m", None, 10**9, "m+n", "2*", True]))),
    "input of another rank": lambda r, g: _dims(r, g, lambda d: g.choice(
        [d + [1], d[:-1], [d], "m"])),
    "name": lambda r, g: r.update(name=g.choice(
        [None, "", 5, ["x"], "a/b", "../evil", "x" * 400, "with\nnewline", "tab\tname"])) or True,
    "field dropped": lambda r, g: r.pop(g.choice(["inputs", "src", "dst", "name"])) or True,
    "field added or wrong": lambda r, g: r.update({
        g.choice(["extra", "algorithm", "canonical"]): g.choice([1, {"preference": -1}, "yes"])})
    or True,
    "inputs not a map": lambda r, g: r.update(inputs=g.choice([[], {}, "X", None])) or True,
    "node not an object": lambda r, g: _side(r, g)["nodes"].append(
        g.choice([None, 5, "Relu", [], {"op": "Relu"}])) or True,
    "attrs not an object": lambda r, g: _with_node(r, g, lambda n: n.update(
        attrs=g.choice([[], "perm", 5, None]))),
    "a symbol for a literal": lambda r, g: _attr(
        r, g, {k for n, k in _attrs(r, lambda k, v: isinstance(v, int))},
        lambda v: g.choice(sorted({d for ds in r["inputs"].values() for d in ds
                                   if isinstance(d, str)}) or ["zz"])),
}

FILE_MUTANTS = {
    "not JSON": '{"rules": [ {', "empty": "", "a list": "[1, 2]", "a string": '"rules"',
    "no rules": "{}", "rules not a list": '{"rules": {}}', "a rule not an object": '{"rules": [5]}',
    "null": "null", "nested too deeply": "[" * 100_000 + "]" * 100_000,
    "NaN dims": '{"rules": [{"name": "r", "inputs": {"X": [NaN]}, "src": {"nodes": [], '
                '"outputs": ["X"]}, "dst": {"nodes": [], "outputs": ["X"]}}]}',
}


def rule_mutants(seed: int = 0, count: int = 340) -> list[tuple[str, dict]]:
    """`count` mutants of the shipped rules, each mutator in turn (seeded: the same every run)."""
    rng, base, names = random.Random(seed), _shipped(), sorted(MUTATORS)
    out: list[tuple[str, dict]] = []
    for tries in range(count * 20):
        if len(out) >= count:
            break
        kind = names[tries % len(names)]
        r = copy.deepcopy(rng.choice(base))
        if MUTATORS[kind](r, rng):
            out.append((kind, r))
    return out


def _name(obj) -> str | None:
    name = obj.get("name") if isinstance(obj, dict) else None
    return name if isinstance(name, str) and name and name.isprintable() else None


@pytest.fixture(scope="module")
def fuzz_files(tmp_path_factory) -> list[tuple[str, Path, str | None]]:
    """(kind, file, rule name) for every mutant: one rule per file, then the file mutants."""
    folder = tmp_path_factory.mktemp("mutants")
    out = []
    for k, (kind, r) in enumerate(rule_mutants()):
        path = folder / f"m{k:03d}.json"
        path.write_text(json.dumps({"rules": [r]}))
        out.append((kind, path, _name(r)))
    for k, (kind, text) in enumerate(FILE_MUTANTS.items()):
        path = folder / f"f{k:02d}.json"
        path.write_text(text)
        out.append((kind, path, None))
    path = folder / "binary.json"
    path.write_bytes(b"\xff\xfe\x00{")
    out.append(("not UTF-8", path, None))
    return out


def _check(kind, path, name, code, out, err) -> None:
    what = f"{kind} ({path.name}): exit {code}\n{err}{out[-2000:]}"
    assert code in (0, 1, 2), what
    assert "Traceback" not in err + out and "internal error" not in err + out, what
    if code == 2:
        assert err.count("\n") == 1 and err.startswith("error: "), what
        assert str(path) in err, what
        if name is not None and "repeated" not in err:
            assert f"rule '{name}'" in err or "rule 0" in err, what


def test_fuzz_verify(fuzz_files, vopt, capsys):
    codes: collections.Counter = collections.Counter()
    for kind, path, name in fuzz_files:
        code, out, err = vopt("verify", path, *FAST)
        _check(kind, path, name, code, out, err)
        codes[code] += 1
    with capsys.disabled():
        print(f"\nvopt verify on {len(fuzz_files)} mutants: exit codes "
              f"{dict(sorted(codes.items()))}")
    assert len(fuzz_files) >= 300
    assert codes[2] >= 0.7 * len(fuzz_files)  # most mutations make a rule malformed


def test_fuzz_optimize(fuzz_files, vopt, demo, tmp_path, capsys):
    """Each malformed mutant through `optimize --rules`: one line naming it, exit 2, no model
    written. The others (well-formed, if wrong) all in one folder: rejected unless proved, and
    the run ends with the end-to-end check passing (exit 0)."""
    out_model = tmp_path / "o.onnx"
    good = tmp_path / "good"
    good.mkdir()
    codes: collections.Counter = collections.Counter()
    for k, (kind, path, name) in enumerate(fuzz_files):
        if not read_rule_files([path]).malformed:
            obj = json.loads(path.read_text())
            for r in obj["rules"]:
                r["name"] = f"{r['name']}__{k}"
            (good / path.name).write_text(json.dumps(obj))
            continue
        code, out, err = vopt("optimize", demo, "-o", out_model, "--rules", path)
        _check(kind, path, name, code, out, err)
        assert code == 2 and not out_model.exists()
        codes[code] += 1
    code, out, err = vopt("optimize", demo, "-o", out_model, "--rules", good, "--budget", "3")
    assert code == 0, (code, err, out[-3000:])
    assert "Traceback" not in out + err and out_model.exists()
    with capsys.disabled():
        print(f"\nvopt optimize --rules: {codes[2]} malformed mutants exit 2; the other "
              f"{len(list(good.iterdir()))} in one folder: exit {code}")
