"""The rule format: malformed files are reported with the file (and line for bad JSON), the
rule's name and what is wrong; through `vopt verify` that is one line on stderr, exit 2."""

from __future__ import annotations

import copy
import json

import pytest

from verified_opt.cli import main
from verified_opt.rules.format import RuleError, dump_rules, load_rules, parse_rules

GOOD = {"name": "double_relu", "inputs": {"X": ["n", 4]},
        "src": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["a"]},
                          {"op": "Relu", "inputs": ["a"], "outputs": ["y"]}],
                "outputs": ["y"]},
        "dst": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["y"]}],
                "outputs": ["y"]}}


def text_of(*rules) -> str:
    return json.dumps({"rules": list(rules)}, indent=1)


def mutated(edit) -> dict:
    r = copy.deepcopy(GOOD)
    edit(r)
    return r


def test_good_rule_parses_and_round_trips():
    (r,) = parse_rules(text_of(GOOD), "good.json")
    assert r.name == "double_relu" and r.inputs == {"X": ("n", 4)} and r.symbols == ["n"]
    assert [n.op for n in r.src.nodes] == ["Relu", "Relu"] and r.dst.outputs == ("y",)
    assert r.source == "good.json"
    (again,) = parse_rules(dump_rules([r]))
    assert again.canonical() == r.canonical()


def test_a_change_of_algorithm_is_marked_with_a_preference_outside_its_certificate():
    """`"algorithm": {"preference": N}` guides the search only: the rule's hash, which its
    certificate records, is the same with or without it, and it survives a round trip."""
    obj = mutated(lambda r: r["src"].update(nodes=r["src"]["nodes"][:1], outputs=["a"]))
    (plain,) = parse_rules(text_of(obj))
    (marked,) = parse_rules(text_of(dict(obj, algorithm={"preference": 2})))
    assert plain.preference is None and marked.preference == 2
    assert marked.canonical() == plain.canonical()
    (again,) = parse_rules(dump_rules([marked]))
    assert again.preference == 2
    (canon,) = parse_rules(text_of(dict(obj, canonical=True)))
    assert canon.canonical_form and not plain.canonical_form
    assert canon.canonical() == plain.canonical()
    assert parse_rules(dump_rules([canon]))[0].canonical_form
    with pytest.raises(RuleError, match="a change of algorithm or canonical, not both"):
        parse_rules(text_of(dict(obj, canonical=True, algorithm={"preference": 0})))


def test_invalid_json_names_file_and_line():
    text = '{"rules": [\n  {"name": "r",\n   "inputs": {"X": ["n"]},,\n  }\n]}'
    with pytest.raises(RuleError) as e:
        parse_rules(text, "bad.json")
    assert str(e.value).startswith("bad.json:3:") and "not valid JSON" in str(e.value)


@pytest.mark.parametrize("edit, what", [
    (lambda r: r["src"]["nodes"][0].update(op="Frobnicate"), "unknown operator 'Frobnicate'"),
    (lambda r: r["src"]["nodes"][0].update(op=["Relu"]), "unknown operator"),
    (lambda r: r["dst"]["nodes"][0].update(attrs={"alpha": 0.1}),
     "dst node 0 (Relu): unknown attribute 'alpha'"),
    (lambda r: r["src"]["nodes"][1].update(inputs=["b"]),
     "src node 1 (Relu): input 'b' is not defined before it is used"),
    (lambda r: r["src"]["nodes"].reverse(), "input 'a' is not defined before it is used"),
    (lambda r: r["dst"].update(outputs=["y", "X"]), "src has 1 outputs, dst 2"),
    (lambda r: r["dst"].update(outputs=["z"]), "dst: output 'z' is never defined"),
    (lambda r: r["src"]["nodes"][1].update(outputs=["a"]), "output 'a' is defined twice"),
    (lambda r: r["src"]["nodes"][0].update(outputs=["X"]), "output 'X' is defined twice"),
    (lambda r: r["src"].update(nodes=5), "src: 'nodes' must be a list"),
    (lambda r: r["src"]["nodes"][0].update(inputs=[["X"]]), "must list tensor names"),
    (lambda r: r["src"].update(outputs=[["y"]]), "must be a non-empty list of tensor names"),
    (lambda r: r.pop("dst"), "dst: needs 'nodes' and 'outputs'"),
    (lambda r: r.update(inputs={"X": [0]}), "input 'X': shape must list positive ints"),
    (lambda r: r.update(inputs={"X": ["n m"]}), "input 'X': shape must list positive ints"),
    (lambda r: r.update(extra=1), "unknown field(s) ['extra']"),
    (lambda r: r["src"]["nodes"][0].update(attrs=[1]), "'attrs' must be an object"),
    (lambda r: r.update(algorithm=1), "'algorithm' must be {\"preference\": N}"),
    (lambda r: r.update(algorithm={"preference": -1}), "N an int >= 0"),
    (lambda r: r.update(algorithm={"preference": True}), "N an int >= 0"),
    (lambda r: r.update(algorithm={"preference": 0, "gain": 2}), "'algorithm' must be"),
    (lambda r: r.update(algorithm={"preference": 0}),
     "a change of algorithm replaces one operator; src has 2 nodes"),
    (lambda r: r.update(canonical="yes"), "'canonical' must be true or false"),
    # a source node nothing reads: proved, the rule never matched (a review's rule)
    (lambda r: r["src"]["nodes"].append({"op": "Sigmoid", "inputs": ["X"], "outputs": ["u"]}),
     "src node 2 (Sigmoid): none of its outputs (u) is read by another node"),
    (lambda r: r["dst"]["nodes"].insert(0, {"op": "Relu", "inputs": ["X"], "outputs": ["d"]}),
     "dst node 0 (Relu): none of its outputs (d) is read"),
])
def test_malformed_rule_names_file_rule_and_problem(edit, what):
    with pytest.raises(RuleError) as e:
        parse_rules(text_of(mutated(edit)), "rules/bad.json")
    msg = str(e.value)
    assert msg.startswith("rules/bad.json: rule 'double_relu'"), msg
    assert what in msg, msg


def test_rule_without_name_is_reported_by_index():
    with pytest.raises(RuleError, match=r"bad.json: rule 1: needs a 'name'"):
        parse_rules(text_of(GOOD, mutated(lambda r: r.pop("name"))), "bad.json")


def test_duplicate_rule_names_in_one_file():
    with pytest.raises(RuleError) as e:
        parse_rules(text_of(GOOD, GOOD), "dup.json")
    assert "dup.json" in str(e.value) and "double_relu" in str(e.value)
    assert "repeated" in str(e.value)


def test_duplicate_rule_names_across_files(tmp_path):
    (tmp_path / "a.json").write_text(text_of(GOOD))
    (tmp_path / "b.json").write_text(text_of(GOOD))
    with pytest.raises(RuleError) as e:
        load_rules([tmp_path])
    msg = str(e.value)
    assert "b.json" in msg and "a.json" in msg and "'double_relu'" in msg and "unique" in msg


@pytest.mark.parametrize("text, what", [
    ("[]", "expected an object with a 'rules' list"),
    ('{"rules": 3}', "expected an object with a 'rules' list"),
    ('{"rules": [1]}', "rule 0: not an object"),
])
def test_wrong_top_level(text, what):
    with pytest.raises(RuleError, match="x.json: " + what.replace("(", r"\(")):
        parse_rules(text, "x.json")


def test_load_rules_reads_folders_in_stable_order(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "b.json").write_text(text_of(mutated(lambda r: r.update(name="b"))))
    (tmp_path / "sub" / "a.json").write_text(text_of(mutated(lambda r: r.update(name="a"))))
    (tmp_path / "a.json").write_text(text_of(mutated(lambda r: r.update(name="c"))))
    assert [r.name for r in load_rules([tmp_path])] == ["c", "b", "a"]
    with pytest.raises(RuleError, match="no such file or folder"):
        load_rules([tmp_path / "missing.json"])


# ---- through the command line ----------------------------------------------------------------
BAD_FILES = {
    "json": ('{"rules": [\n{"name": "r",}\n]}', "bad.json:2: not valid JSON"),
    "operator": (text_of(mutated(lambda r: r["src"]["nodes"][0].update(op="Nope"))),
                 "bad.json: rule 'double_relu' src node 0: unknown operator 'Nope'"),
    "attribute": (text_of(mutated(lambda r: r["src"]["nodes"][0].update(attrs={"k": 1}))),
                  "unknown attribute 'k'"),
    "input": (text_of(mutated(lambda r: r["dst"]["nodes"][0].update(inputs=["Q"]))),
              "input 'Q' is not defined"),
    "duplicate": (text_of(GOOD, GOOD), "repeated"),
    "outputs": (text_of(mutated(lambda r: r["src"].update(outputs=["y", "a"]))),
                "src has 2 outputs, dst 1"),
    "nodes": (text_of(mutated(lambda r: r["src"].update(nodes={"op": "Relu"}))),
              "'nodes' must be a list"),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_cli_verify_bad_file_is_one_line_exit_2(kind, tmp_path, capsys):
    text, what = BAD_FILES[kind]
    path = tmp_path / "bad.json"
    path.write_text(text)
    capsys.readouterr()
    code = main(["verify", str(path), "--jobs", "1"])
    cap = capsys.readouterr()
    assert code == 2
    assert cap.err.count("\n") == 1 and cap.err.startswith("error: ")
    assert "Traceback" not in cap.err and "internal error" not in cap.err
    assert what in cap.err and str(path) in cap.err
    if kind == "duplicate":  # two malformed rules and nothing else: each listed, the summary
        assert cap.out.count("[malformed]") == 2 and "2 malformed" in cap.out
    else:
        assert cap.out == ""


def test_cli_verify_missing_file_exit_2(tmp_path, capsys):
    code = main(["verify", str(tmp_path / "none.json")])
    err = capsys.readouterr().err
    assert code == 2 and "no such file or folder" in err and err.count("\n") == 1


def test_cli_verify_empty_folder_exit_2(tmp_path, capsys):
    code = main(["verify", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == 2 and "no rules found" in err


def test_an_onnx_string_attribute_is_no_size_symbol():
    """Pad's mode "constant" once became a size symbol `constant` (a bogus Int in every Pad
    rule's proof); DepthToSpace's "DCR" would have too."""
    from pathlib import Path

    from verified_opt.rules.format import load_rules

    data = Path(__file__).parents[2] / "verified_opt" / "data" / "rules"
    rules = load_rules([data.parent / "generated" / "taso_k3.json", data / "winograd.json"])
    pads = [r for r in rules if any(n.attrs.get("mode") == "constant" for n in r.src.nodes)]
    assert pads, "the generated library has Pad rules with mode 'constant'"
    assert not {"constant", "DCR"} & {s for r in rules for s in r.symbols}
