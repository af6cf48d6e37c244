"""The shape of a query before any solver reads it: declarations and assertions, then one
`(check-sat)`, last.

A certificate's query is rebuilt from what it states and compared byte for byte, so a name
that carries SMT-LIB text (an iterator named `x Int)(assert false)(check-sat)(exit)`) is
rebuilt into the query too: z3 stops at `(exit)` and cvc5 answers the first `(check-sat)`, and
the forged step is "unsat". Here every top-level command of the text is read (comments,
|quoted| symbols and "strings" skipped as SMT-LIB 2.6 defines them) and only the commands a
proof obligation needs are allowed, `check-sat` exactly once and last. Both solver entry
points (verify/prove.check_text, verify/cvc5_check.check_with_cvc5) refuse anything else.
"""

from __future__ import annotations

ALLOWED = frozenset({"set-logic", "set-info", "set-option", "declare-const", "declare-fun",
                     "declare-sort", "define-fun", "define-sort", "assert"})


def commands(text: str) -> list[str]:
    """The heads of the text's top-level commands, in order; ValueError where the text is not
    a sequence of parenthesized commands."""
    heads: list[str] = []
    depth, i, n = 0, 0, len(text)
    expect_head = False
    while i < n:
        c = text[i]
        if c == ";":
            j = text.find("\n", i)
            i = n if j < 0 else j + 1
            continue
        if c in " \t\r\n":
            i += 1
            continue
        if c == "(":
            depth += 1
            expect_head = depth == 1
            i += 1
            continue
        if c == ")":
            if depth == 0:
                raise ValueError("a ')' closes nothing")
            depth -= 1
            expect_head = False
            i += 1
            continue
        if depth == 0:
            raise ValueError(f"text outside a command at offset {i}")
        if c == "|":
            j = text.find("|", i + 1)
            if j < 0:
                raise ValueError("an unterminated |quoted symbol|")
            token, i = text[i:j + 1], j + 1
        elif c == '"':
            j = i + 1
            while True:
                j = text.find('"', j)
                if j < 0:
                    raise ValueError("an unterminated string")
                if text.startswith('""', j):  # an escaped quote
                    j += 2
                    continue
                break
            token, i = text[i:j + 1], j + 1
        else:
            j = i
            while j < n and text[j] not in ' \t\r\n()";|':
                j += 1
            token, i = text[i:j], j
        if expect_head:
            heads.append(token)
            expect_head = False
    if depth:
        raise ValueError("unbalanced parentheses")
    return heads


def query_problem(text: str) -> str | None:
    """None for a well-shaped obligation, else what is wrong with it (one line)."""
    try:
        heads = commands(text)
    except ValueError as e:
        return f"not an SMT-LIB2 script: {e}"
    checks = [k for k, h in enumerate(heads) if h == "check-sat"]
    if not checks:
        return "the query has no (check-sat)"
    if len(checks) > 1:
        return f"{len(checks)} (check-sat) commands"
    if checks[0] != len(heads) - 1:
        return "commands after (check-sat)"
    other = sorted({h for h in heads[:-1] if h not in ALLOWED})
    if other:
        return f"commands a proof obligation has no use for: {', '.join(other[:4])}"
    return None
