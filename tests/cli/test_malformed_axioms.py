"""Malformed axioms are bad input (issue 16 point 6): `vopt axioms check DIR` and `vopt verify
--axioms DIR` answer a broken axiom file with one line naming file:line and the axiom, exit 2,
never a traceback. A seeded fuzz of text mutations of the shipped axioms, each mutated axiom
alone in its file (at its own line number), so that one that still parses is checked quickly."""

from __future__ import annotations

import collections
import json
import random
import re

import pytest

from verified_opt.axioms.lang import default_axiom_dir

RULE = {"name": "relu_twice", "inputs": {"X": ["n"]},
        "src": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["r"]},
                          {"op": "Relu", "inputs": ["r"], "outputs": ["y"]}], "outputs": ["y"]},
        "dst": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["y"]}], "outputs": ["y"]}}


def _lines() -> list[tuple[str, int, str]]:
    """(file stem, line, text) of every axiom that fits on one line."""
    out = []
    for f in sorted(default_axiom_dir().glob("*.ax")):
        lines = f.read_text().splitlines()
        for k, text in enumerate(lines, start=1):
            one_line = k == len(lines) or not lines[k][:1].isspace()
            if text.strip() and not text.startswith(("#", " ")) and one_line:
                out.append((f.stem, k, text))
    return out


def _sub(text, rng, pattern, replace):
    found = list(re.finditer(pattern, text))
    if not found:
        return None
    m = rng.choice(found)
    return text[:m.start()] + (replace(m) if callable(replace) else replace) + text[m.end():]


def _at(text, rng, change):
    return change(rng.randrange(text.index("#")))  # somewhere before the comment


def _head(text):
    return text.split(":", 1)[0]


MUTATORS = {
    "a character dropped": lambda t, g: _at(t, g, lambda i: t[:i] + t[i + 1:]),
    "a character doubled": lambda t, g: _at(t, g, lambda i: t[:i] + t[i] + t[i:]),
    "no comment": lambda t, g: t.split("#")[0].rstrip(),
    "no forall": lambda t, g: t.replace("forall", "", 1),
    "unknown operator": lambda t, g: _sub(t, g, r"\b[a-z_]+\d*(?=\()", "frobnicate"),
    "an argument too many": lambda t, g: _sub(t, g, r"\(", "(X, "),
    "an argument too few": lambda t, g: _sub(t, g, r", [A-Za-z_]\w*\)", ")"),
    "unbound tensor": lambda t, g: _sub(t, g, r"\b[A-Z]\b(?=[,)])", "Zq"),
    "empty range": lambda t, g: _sub(t, g, r"in (\d+)\.\.(\d+)",
                                     lambda m: f"in {m.group(2)}9..{m.group(1)}"),
    "huge integer": lambda t, g: _sub(t, g, r"\b\d+\b", "99999999999999999999999"),
    "negative integer": lambda t, g: _sub(t, g, r"\b\d+\b", "-3"),
    "unicode": lambda t, g: t.replace(": ", ": \u00e9", 1),
    "unbalanced": lambda t, g: _sub(t, g, r"\)", ""),
    "no '='": lambda t, g: t.replace(" = ", " ", 1),
    "two '='": lambda t, g: t.replace(" = ", " = = ", 1),
    "garbage precondition": lambda t, g: t.split("#")[0].rstrip() + " if ((( and  # c",
    "% by zero": lambda t, g: t.split("#")[0].rstrip() + " if a % 0 == 1  # c",
    "nested too deeply": lambda t, g: _head(t) + ": forall X[a]: " + "relu(" * 3000 + "X"
    + ")" * 3000 + " = X  # deep",
    "no name": lambda t, g: ":" + t.split(":", 1)[1],
    "a binder twice": lambda t, g: _sub(t, g, r"forall ", "forall X[a] X[b] "),
    "garbage shape": lambda t, g: _sub(t, g, r"\[[^\]]*\]", "[a, , *]"),
    "a float size": lambda t, g: _sub(t, g, r"\[[^\]]*\]", "[1.5, a]"),
    "an empty set of reals": lambda t, g: _head(t) + ": forall X[a] e in {}: relu(X) = X  # c",
    "only a name": lambda t, g: _head(t),
    "a NUL byte": lambda t, g: t.replace(" ", "\x00", 1),
    "a dimension more": lambda t, g: _sub(t, g, r"\[([^\]]*)\]", lambda m: f"[{m.group(1)}, zz]"),
}


def axiom_mutants(seed: int = 0, count: int = 150) -> list[tuple[str, str, int, str]]:
    """(kind, file stem, line, mutated text), each mutator in turn, seeded."""
    rng, base, names = random.Random(seed), _lines(), sorted(MUTATORS)
    out = []
    for tries in range(count * 20):
        if len(out) >= count:
            break
        kind = names[tries % len(names)]
        stem, line, text = rng.choice(base)
        new = MUTATORS[kind](text, rng)
        if new is not None and new != text:
            out.append((kind, stem, line, new))
    return out


def test_fuzz_axiom_files(vopt, tmp_path, capsys):
    rule = tmp_path / "rule.json"
    rule.write_text(json.dumps({"rules": [RULE]}))
    codes: collections.Counter = collections.Counter()
    mutants = axiom_mutants()
    for k, (kind, stem, line, text) in enumerate(mutants):
        folder = tmp_path / f"m{k:03d}"
        folder.mkdir()
        path = folder / f"{stem}.ax"
        path.write_text("\n" * (line - 1) + text + "\n")  # the axiom at its own line
        name = re.match(r"\s*([A-Za-z_]\w*)\s*:", text)
        for args in (["axioms", "check", folder, "--instances", "2"],
                     ["verify", rule, "--axioms", folder, "--jobs", "1"]):
            r = vopt(*args)
            what = f"{kind}: {args[0]} exit {r.code}\n{text[:300]}\n{r.err}{r.out[-1500:]}"
            assert r.code in (0, 1, 2), what
            assert "Traceback" not in r.err + r.out and "internal error" not in r.err + r.out, what
            if r.code == 2:
                assert r.err.count("\n") == 1 and r.err.startswith("error: "), what
                assert f"{path}:{line}" in r.err, what
                if name:
                    assert name.group(1) in r.err, what
            codes[(args[0], r.code)] += 1
    with capsys.disabled():
        print(f"\n{len(mutants)} axiom mutants: exit codes {dict(sorted(codes.items()))}")
    assert codes[("axioms", 2)] >= 0.6 * len(mutants)


@pytest.mark.parametrize("content, words", [
    (b"\xff\xfe\x00", ["cannot read"]),
    (b"   x: forall X[a]: relu(X) = X  # a continuation line first\n", ["x"]),
])
def test_broken_axiom_files(vopt, tmp_path, content, words):
    (tmp_path / "bad.ax").write_bytes(content)
    for args in (["axioms", "check", tmp_path], ["verify", "r.json", "--axioms", tmp_path]):
        r = vopt(*args)
        if args[0] == "verify" and r.code == 2 and "r.json" in r.err:
            continue  # the rule file is looked at first: that answer is fine too
        assert r.code in (0, 1, 2) and "Traceback" not in r.err + r.out
        if r.code == 2:
            assert r.err.count("\n") == 1 and str(tmp_path / "bad.ax") in r.err
            for w in words:
                assert w in r.err
