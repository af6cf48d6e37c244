"""Recheck a certificate query with cvc5, a second SMT solver independent of Z3.

The query is the standard SMT-LIB2 file that `prove.certificate_query` writes (declare-sort,
declare-fun, quantified axioms with `:pattern` triggers and `:qid` names, `(check-sat)`); cvc5
reads it through its own parser, so nothing of Z3's in-memory state is trusted.

Options: the triggers drive E-matching exactly as in Z3 (user patterns are trusted, which is
cvc5's default). `var-elim-quant` and `var-ineq-elim-quant` are off: cvc5 would otherwise solve
a precondition such as `ax = rank(B) - 1` for `ax` and substitute it into the trigger, which
then holds arithmetic and never matches a ground term (without this, cvc5 proves none of the
slice/concat rules). `full-saturate-quant` lets cvc5 fall back to enumerative instantiation
when E-matching saturates; it only adds instances. `tlimit-per` bounds each check-sat by
wall-clock time.

cvc5 is optional (`pip install cvc5`, or the project's `cvc5` extra): without it this module
imports fine and `check_with_cvc5` answers "error (cvc5 is not installed)".
"""

from __future__ import annotations

OPTIONS = {
    "var-elim-quant": "false",
    "var-ineq-elim-quant": "false",
    "full-saturate-quant": "true",
    "produce-models": "false",
}


def cvc5_version() -> str:
    try:
        import cvc5
    except ImportError:
        return ""
    return str(getattr(cvc5, "__version__", "") or "?")


def check_with_cvc5(query: str, timeout_ms: int) -> str:
    """"unsat", "sat", "unknown (why)" or "error (what)" for an SMT-LIB2 query with one check-sat.

    The last `(check-sat)` of the file decides; a query with none is an error (a certificate
    that asks nothing proves nothing).
    """
    try:
        import cvc5
    except ImportError:
        return "error (cvc5 is not installed)"
    from verified_opt.verify.smt_text import query_problem
    problem = query_problem(query)  # (exit) or a second (check-sat) would decide the answer
    if problem:
        return f"error ({problem})"
    try:
        tm = cvc5.TermManager()
        solver = cvc5.Solver(tm)
        solver.setOption("tlimit-per", str(max(1, int(timeout_ms))))
        for key, value in OPTIONS.items():
            solver.setOption(key, value)
        sm = cvc5.SymbolManager(tm)
        parser = cvc5.InputParser(solver, sm)
        parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, query, "certificate")
        answer = None
        while True:
            cmd = parser.nextCommand()
            if cmd.isNull():
                break
            name = cmd.getCommandName()
            if name in ("check-sat", "check-sat-assuming"):
                if name == "check-sat-assuming":
                    return "error (check-sat-assuming is not expected in a certificate)"
                answer = _result(solver.checkSat())
                continue
            if name in ("exit",):
                break
            if name in ("get-model", "get-value", "get-unsat-core", "get-proof"):
                continue  # read-only; we only want the answer of check-sat
            out = cmd.invoke(solver, sm)
            if out and out.lstrip().startswith("(error"):
                return f"error ({_clean(out)})"
    except RuntimeError as e:  # cvc5 parse and API errors
        return f"error ({_clean(str(e))})"
    if answer is None:
        return "error (the query has no (check-sat))"
    return answer


def _result(r) -> str:
    if r.isUnsat():
        return "unsat"
    if r.isSat():
        return "sat"
    why = str(r.getUnknownExplanation()).split(".")[-1].lower()
    return f"unknown ({why})"


def _clean(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 300 else text[:297] + "..."
