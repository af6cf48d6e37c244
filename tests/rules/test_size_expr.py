"""Size expressions (verified_opt/size_expr.py): one parser for rule dims, the generator's
symbolic dims and axioms' integer expressions; canonical equality, evaluation, solving, and
the Z3 terms the encoder has always written (the stored certificates depend on them)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import z3

import verified_opt
from verified_opt.axioms import lang
from verified_opt.axioms.lang import App, DimOf, default_axiom_dir, load_axioms, show
from verified_opt.rules.format import SYMBOLIC_ATTRS, is_string_attr
from verified_opt.size_expr import OPS, Bin, Num, SizeError, SizeExpr, Sym, parse_size

DATA = Path(verified_opt.__file__).parent / "data"


def z(text: str) -> str:
    e = parse_size(text)
    return e.to_z3({s: z3.Int(f"sym_{s}") for s in e.symbols}).sexpr()


# ---- parsing -------------------------------------------------------------------------------
@pytest.mark.parametrize("text, tree", [
    ("n", Sym("n")),
    ("12", Num(12)),
    ("a+b*c", Bin("+", Sym("a"), Bin("*", Sym("b"), Sym("c")))),  # * binds tighter
    ("a-b-c", Bin("-", Bin("-", Sym("a"), Sym("b")), Sym("c"))),  # left to right
    ("(a+b)*c", Bin("*", Bin("+", Sym("a"), Sym("b")), Sym("c"))),
    ("-a*b", Bin("*", Bin("-", Num(0), Sym("a")), Sym("b"))),  # unary minus binds tightest
    ("a*-b", Bin("*", Sym("a"), Bin("-", Num(0), Sym("b")))),
    ("--a", Bin("-", Num(0), Bin("-", Num(0), Sym("a")))),
    ("  4 *\tth ", Bin("*", Num(4), Sym("th"))),  # whitespace anywhere
    ("x_1+_y", Bin("+", Sym("x_1"), Sym("_y"))),
])
def test_parsing_keeps_the_tree_as_written(text, tree):
    e = parse_size(text)
    assert repr(e) == repr(tree)  # the written structure (axioms' Z3 terms use it)
    assert e == tree


def test_percent_only_where_axioms_allow_it_and_only_by_a_positive_constant():
    assert parse_size("(h+1) % 2 * 3", mod=True) == Bin("*", Bin("%", Bin(
        "+", Sym("h"), Num(1)), Num(2)), Num(3))
    with pytest.raises(SizeError, match="unexpected '%'"):
        parse_size("h % 2")
    for bad in ("h % k", "h % 0", "h % -2", "h % (1+1)"):
        with pytest.raises(SizeError, match="positive constant modulus"):
            parse_size(bad, mod=True)


@pytest.mark.parametrize("text", [
    "f(n)", "n.real", "__import__('os').system('true')", "2**3", "n**2", "n/2", "n//2",
    "2c", "c2 c", "é", "n$", "1.5", "1e3", "0x10", "07", "", "  ", "a+", "(a", "a)", "()",
    "99999999999999999999", str(1 << 63), "n+" * 120 + "n", "[n]", "n if m else k", "n,m",
    "lambda: 1", "a == b", "~a",
])
def test_anything_else_is_refused_with_one_line(text):
    with pytest.raises(SizeError) as e:
        parse_size(text)
    assert "\n" not in str(e.value) and str(e.value)


def test_the_largest_int64_is_a_literal():
    assert parse_size(str((1 << 63) - 1)).constant == (1 << 63) - 1


def test_each_text_is_parsed_once():
    assert parse_size("k*th*tw") is parse_size("k*th*tw")


# ---- canonical form --------------------------------------------------------------------------
@pytest.mark.parametrize("a, b", [
    ("2*c+n", "n + c*2"), ("c+c", "2*c"), ("n+c2+c", "c+n+c2"), ("(a+1)*2", "2*a+2"),
    ("a*(b+c)", "c*a+b*a"), ("n-n", "0"), ("-(a-b)", "b-a"), ("c*c*k", "k*c*c"),
])
def test_equal_by_canonical_form(a, b):
    assert parse_size(a) == parse_size(b)
    assert hash(parse_size(a)) == hash(parse_size(b))
    assert len({parse_size(a), parse_size(b)}) == 1


def test_different_expressions_differ():
    assert parse_size("2*c+n") != parse_size("c+2*n")
    assert parse_size("c*c") != parse_size("2*c")
    assert parse_size("3") != 3  # a size expression is not an int


@pytest.mark.parametrize("text, canonical", [
    ("n+c", "c+n"), ("c+c", "2*c"), ("n+c+c+3", "2*c+n+3"), ("n-a", "-a+n"),
    ("k*c", "c*k"), ("4*k*th*tw", "4*k*th*tw"), ("c2+c", "c+c2"), ("0*n", "0"), ("1-a", "-a+1"),
    ("(n+1)*(n-1)", "n*n-1"),
])
def test_canonical_text_reads_back_equal(text, canonical):
    """The generator writes its dims this way ('2*c+n': terms by name, the constant last)."""
    e = parse_size(text)
    assert e.text == str(e) == canonical
    assert parse_size(canonical) == e


def test_arithmetic_builds_the_same_canonical_forms():
    c, n = Sym("c"), Sym("n")
    assert c + n + c == parse_size("2*c+n") and (c + 3).text == "c+3"
    assert (2 * c - n) * c == parse_size("2*c*c-c*n") and -c == parse_size("-c")
    assert (c + n).constant is None and (c - c + 4).constant == 4 and Num(0).constant == 0


# ---- evaluation, symbols, solving ------------------------------------------------------------
@pytest.mark.parametrize("text, sizes, value", [
    ("k*c", {"k": 3, "c": 5}, 15), ("4*th", {"th": 7}, 28), ("a+b-1", {"a": 4, "b": 2}, 5),
    ("(a+1)*2", {"a": 3}, 8), ("-a*b", {"a": 2, "b": 3}, -6), ("7", {}, 7),
    ("c-a", {"c": 2, "a": 5, "unused": 1}, -3),
])
def test_evaluate(text, sizes, value):
    assert parse_size(text).evaluate(sizes) == value


def test_evaluate_remainders_as_smt_does():
    e = parse_size("(h - 5) % 3 + h % 2", mod=True)
    assert [e.evaluate({"h": h}) for h in range(6)] == [(h - 5) % 3 + h % 2 for h in range(6)]


def test_an_unbound_symbol_is_a_one_line_error():
    with pytest.raises(SizeError, match="symbol k has no value"):
        parse_size("k*c").evaluate({"c": 2})


def test_symbols_are_the_free_names_sorted():
    assert parse_size("th*(k+tw)-k").symbols == ("k", "th", "tw")
    assert parse_size("n-n+3").symbols == ()
    assert parse_size("(h+w) % 2", mod=True).symbols == ("h", "w")


def test_solve_binds_the_one_unbound_symbol_of_a_multiple():
    four_th = parse_size("4*th")
    assert four_th.solve(12, {}) == {"th": 3}
    assert four_th.solve(13, {}) is None and four_th.solve(0, {}) is None  # sizes are >= 1
    assert four_th.solve(12, {"th": 3}) == {"th": 3} and four_th.solve(8, {"th": 3}) is None
    assert parse_size("n").solve(5, {"c": 1}) == {"c": 1, "n": 5}
    assert parse_size("2*a+c").solve(9, {"c": 3}) == {"c": 3, "a": 3}
    assert parse_size("a*b").solve(6, {}) is None  # two unbound symbols
    assert parse_size("a*a").solve(4, {}) is None  # not a multiple of the symbol


# ---- Z3: as the encoder always wrote it --------------------------------------------------------
# Each distinct expression of the shipped and generated rules (and of the encoder's tests), with
# the term the sympy-based encoder wrote for it; the shipped certificates' queries hold them.
BEFORE = {
    "16*k": "(* 16 sym_k)", "2*a": "(* 2 sym_a)", "2*a+1": "(+ 1 (* 2 sym_a))",
    "2*b": "(* 2 sym_b)", "2*b+1": "(+ 1 (* 2 sym_b))", "2*th": "(* 2 sym_th)",
    "2*tw": "(* 2 sym_tw)", "4*k": "(* 4 sym_k)", "4*k*th*tw": "(* 4 sym_k sym_th sym_tw)",
    "4*th": "(* 4 sym_th)", "4*th*tw": "(* 4 sym_th sym_tw)", "4*tw": "(* 4 sym_tw)",
    "64*k": "(* 64 sym_k)", "8*th": "(* 8 sym_th)", "8*tw": "(* 8 sym_tw)",
    "a*b": "(* sym_a sym_b)", "a*p": "(* sym_a sym_p)", "a+1": "(+ 1 sym_a)",
    "a+3": "(+ 3 sym_a)", "b*q": "(* sym_b sym_q)",
    "b*c": "(* sym_b sym_c)", "c*kh*kw": "(* sym_c sym_kh sym_kw)", "c+c": "(* 2 sym_c)",
    "c+c2": "(+ sym_c sym_c2)", "c-a": "(+ sym_c (* (- 1) sym_a))", "h+1": "(+ 1 sym_h)",
    "k*c": "(* sym_c sym_k)", "k*kh*kw": "(* sym_k sym_kh sym_kw)",
    "k*th*tw": "(* sym_k sym_th sym_tw)", "n+n": "(* 2 sym_n)", "n+n2": "(+ sym_n sym_n2)",
    "n-1": "(+ (- 1) sym_n)", "n-a": "(+ sym_n (* (- 1) sym_a))", "p-1": "(+ (- 1) sym_p)",
    "th*tw": "(* sym_th sym_tw)", "w+1": "(+ 1 sym_w)",
}


def _rule_dims(v, op: str = "", key: str = "") -> list[str]:
    if isinstance(v, str):
        return [] if is_string_attr(op, key) else [v]
    if isinstance(v, list):
        return [d for x in v for d in _rule_dims(x, op, key)]
    return []


def shipped_dim_texts() -> set[str]:
    """Every dim text of the shipped and generated rules: input shapes, constant shapes and
    the attributes that take symbols."""
    out: set[str] = set()
    for path in sorted((DATA / "rules").glob("*.json")) + sorted((DATA / "generated").glob(
            "*.json")):
        for rule in json.loads(path.read_text())["rules"]:
            for dims in rule["inputs"].values():
                out.update(_rule_dims(dims))
            for side in ("src", "dst"):
                for n in rule[side]["nodes"]:
                    for key, v in n.get("attrs", {}).items():
                        if key in SYMBOLIC_ATTRS or isinstance(v, (str, list)):
                            out.update(_rule_dims(v, n["op"], key))
    return out


def test_every_shipped_dim_renders_as_the_encoder_wrote_it():
    texts = shipped_dim_texts()
    exprs = {t for t in texts if parse_size(t).text != t or not t.isidentifier()}
    assert len(exprs) >= 25
    missing = sorted(t for t in exprs if t not in BEFORE and not t.lstrip("-").isdigit())
    assert not missing, f"add these to BEFORE with the term they had: {missing}"
    for t in texts:
        if t.isidentifier():
            assert z(t) == f"sym_{t}"
    for text, term in BEFORE.items():
        assert z(text) == term, text


def test_z3_follows_sympys_order_on_random_polynomials():
    """The encoder read dims with sympy and wrote its terms in sympy's order; a polynomial is
    written in that order still (an unexpanded product such as m*(n+k) now expands)."""
    sympy = pytest.importorskip("sympy")

    def from_sympy(e, symbols):
        if e.is_Integer:
            return z3.IntVal(int(e))
        if e.is_Symbol:
            return symbols[str(e)]
        if e.is_Pow:
            base = out = from_sympy(e.base, symbols)
            for _ in range(int(e.exp) - 1):
                out = out * base
            return out
        out = from_sympy(e.args[0], symbols)
        for a in e.args[1:]:
            out = out + from_sympy(a, symbols) if e.is_Add else out * from_sympy(a, symbols)
        return out

    rnd = random.Random(0)
    names = ["a", "b", "c", "c2", "n", "th", "tw", "A", "x_1"]
    symbols = {s: z3.Int(f"sym_{s}") for s in names}
    for _ in range(500):
        terms = ["*".join([str(rnd.choice([-3, -2, -1, 1, 1, 2, 5]))] +
                          [rnd.choice(names) for _ in range(rnd.choice([0, 1, 1, 2, 3]))])
                 for _ in range(rnd.randint(1, 4))]
        text = "+".join(terms).replace("+-", "-")
        old = sympy.sympify(text, locals={s: sympy.Symbol(s) for s in names})
        assert parse_size(text).to_z3(symbols).sexpr() == from_sympy(old, symbols).sexpr(), text


def test_an_unknown_symbol_has_no_term():
    with pytest.raises(KeyError):
        parse_size("a+q").to_z3({"a": z3.Int("a")})


# ---- axioms ------------------------------------------------------------------------------------
def test_axioms_integer_expressions_are_size_expressions():
    assert (lang.IConst, lang.IVar, lang.IBin, lang.INT_OPS) == (Num, Sym, Bin, OPS)


def _axiom_int_exprs(e, out: list) -> None:
    if isinstance(e, (SizeExpr, DimOf)):
        out.append(e)
    if isinstance(e, Bin):
        _axiom_int_exprs(e.a, out)
        _axiom_int_exprs(e.b, out)
    elif isinstance(e, DimOf):
        _axiom_int_exprs(e.term, out)
        _axiom_int_exprs(e.index, out)
    elif isinstance(e, App):
        for a in e.args:
            _axiom_int_exprs(a, out)


def _written_before(e, atom):
    """The axiom encoder's integer terms before size expressions: the tree as written."""
    if isinstance(e, Num):
        return z3.IntVal(e.value)
    if isinstance(e, Sym):
        return z3.Int(e.name)
    if isinstance(e, Bin):
        return OPS[e.op](_written_before(e.a, atom), _written_before(e.b, atom))
    return atom(e)


def test_axioms_integer_expressions_render_as_written():
    def atom(a):
        return z3.Int(show(a))

    exprs: list = []
    for ax in load_axioms(default_axiom_dir()):
        for dims in ax.tensors.values():
            for d in dims:
                _axiom_int_exprs(d, exprs)
        for e in [*ax.defs.values(), ax.lhs, ax.rhs, *[x for c in ax.cond for x in (c.a, c.b)]]:
            _axiom_int_exprs(e, exprs)
    exprs = [e for e in exprs if isinstance(e, SizeExpr)]
    assert sum(isinstance(e, Bin) for e in exprs) >= 50
    assert any(isinstance(e, Bin) and e.op == "%" for e in exprs)
    for e in exprs:
        got = e.to_z3(z3.Int, written=True, atom=atom).sexpr()
        assert got == _written_before(e, atom).sexpr(), show(e)
