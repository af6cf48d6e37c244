"""Pruning: renaming (canonical forms), common subgraphs (pruned only when the rule is an
instance of a smaller one), congruence, implication by proved rules; and generalization of the
pool's shapes."""

from __future__ import annotations

import numpy as np
import pytest
from gen_helpers import World

from verified_opt.generate.generalize import generalize
from verified_opt.generate.prune import (
    Candidate,
    Implication,
    canonical,
    congruent,
    constant_instance,
    rule_key,
    shares_subgraph,
    to_rule,
)
from verified_opt.rules.format import parse_rules


def cand(w: World, src: tuple[int, ...], dst: tuple[int, ...]) -> Candidate:
    return Candidate(w.graph(*src), src, w.graph(*dst), dst, "group", 2)


def test_renaming_gives_one_canonical_form():
    w = World(["MatMul", "Add"])
    a = cand(w, (w.app("MatMul", w.app("MatMul", "x1", "w1"), "w2"),),
             (w.app("MatMul", "x1", w.app("MatMul", "w1", "w2")),))
    b = cand(w, (w.app("MatMul", w.app("MatMul", "x2", "w3"), "w1"),),
             (w.app("MatMul", "x2", w.app("MatMul", "w3", "w1")),))
    c = cand(w, (w.app("MatMul", w.app("MatMul", "x1", "w2"), "w1"),),
             (w.app("MatMul", "x1", w.app("MatMul", "w2", "w1")),))
    assert canonical(w.u, a)[0] == canonical(w.u, b)[0] == canonical(w.u, c)[0]
    # sides of equal size: the orientation is part of the canonical choice
    swapped = Candidate(a.dst, a.dst_out, a.src, a.src_out, "group", 2)
    assert canonical(w.u, swapped)[0] == canonical(w.u, a)[0]
    _, names, swap = canonical(w.u, b)
    rule = to_rule(w.u, b, names, "r", swap)
    assert set(rule.inputs) == {"x1", "w1", "w2"}
    assert rule_key(rule) == rule_key(to_rule(w.u, a, *canonical(w.u, a)[1:2], "r",
                                              canonical(w.u, a)[2]))


def test_common_subgraph_pruned_only_when_it_can_be_abstracted():
    w = World(["MatMul", "Add", "Relu"])
    rng = np.random.default_rng(0)
    r = w.app("Relu", "x1")
    # Add(Add(r, x2), x3) == Add(r, Add(x2, x3)): holds for any r, an instance of associativity
    inst = cand(w, (w.app("Add", w.app("Add", r, "x2"), "x3"),),
                (w.app("Add", r, w.app("Add", "x2", "x3")),))
    assert shares_subgraph(w.u, w.fp, inst, rng) is True
    # Relu(Relu(x1)) == Relu(x1) needs its shared Relu: kept
    idem = cand(w, (w.app("Relu", r),), (r,))
    assert shares_subgraph(w.u, w.fp, idem, rng) is False
    # nothing shared
    assoc = cand(w, (w.app("MatMul", w.app("MatMul", "x1", "w1"), "w2"),),
                 (w.app("MatMul", "x1", w.app("MatMul", "w1", "w2")),))
    assert shares_subgraph(w.u, w.fp, assoc, rng) is None


def test_a_rule_that_holds_for_any_value_of_its_constant_is_pruned_as_an_instance():
    w = World(["MatMul", "Add", "Conv", "Constant"])
    rng = np.random.default_rng(0)
    # (x1 @ eye) @ w1 == x1 @ (eye @ w1): associativity with eye in w's place
    inst = cand(w, (w.app("MatMul", w.app("MatMul", "x1", "eye"), "w1"),),
                (w.app("MatMul", "x1", w.app("MatMul", "eye", "w1")),))
    assert constant_instance(w.u, w.fp, inst, rng)
    # Conv(i1, k1) + i1 == Conv(i1, k1 + idk) needs idk to be the identity kernel: kept
    fused = cand(w, (w.app("Add", w.app("Conv_s1_same", "i1", "k1"), "i1"),),
                 (w.app("Conv_s1_same", "i1", w.app("Add", "k1", "idk")),))
    assert not constant_instance(w.u, w.fp, fused, rng)
    # no constant read: nothing to say
    assoc = cand(w, (w.app("MatMul", w.app("MatMul", "x1", "w1"), "w2"),),
                 (w.app("MatMul", "x1", w.app("MatMul", "w1", "w2")),))
    assert not constant_instance(w.u, w.fp, assoc, rng)


def test_a_constant_instance_is_kept_when_no_pool_input_could_stand_for_the_constant():
    w = World(["MatMul", "Add", "Constant"])
    rng = np.random.default_rng(0)
    # w1, w2 and w3 all used: the rule over a fourth [c, c] input is not enumerated, so this
    # instance of it is the only form the generator can find
    lhs = w.app("MatMul", w.app("Add", "w1", "w2"), w.app("Add", "w3", "eye"))
    rhs = w.app("MatMul", w.app("Add", "w2", "w1"), w.app("Add", "eye", "w3"))
    full = cand(w, (lhs,), (rhs,))
    assert not constant_instance(w.u, w.fp, full, rng)
    # with w3 free, the same shape of rule is pruned
    lhs = w.app("MatMul", w.app("Add", "w1", "w2"), w.app("Add", "w2", "eye"))
    rhs = w.app("MatMul", w.app("Add", "w2", "w1"), w.app("Add", "eye", "w2"))
    assert constant_instance(w.u, w.fp, cand(w, (lhs,), (rhs,)), rng)


def test_congruence():
    w = World(["MatMul", "Add", "Relu"])
    left = w.app("MatMul", w.app("MatMul", "x1", "w1"), "w2")
    right = w.app("MatMul", "x1", w.app("MatMul", "w1", "w2"))
    wrapped = cand(w, (w.app("Relu", left),), (w.app("Relu", right),))
    assert congruent(w.u, w.fp, wrapped)
    plus = cand(w, (w.app("Add", left, "x2"),), (w.app("Add", "x2", right),))
    assert congruent(w.u, w.fp, plus)  # commutative operands are paired either way
    dist = cand(w, (w.app("Add", w.app("MatMul", "x1", "w1"), w.app("MatMul", "x1", "w2")),),
                (w.app("MatMul", "x1", w.app("Add", "w1", "w2")),))
    assert not congruent(w.u, w.fp, dist)


ASSOC = {"name": "assoc", "inputs": {"A": ["m", "k"], "B": ["k", "n"], "C": ["n", "p"]},
         "src": {"nodes": [{"op": "MatMul", "inputs": ["A", "B"], "outputs": ["t"]},
                           {"op": "MatMul", "inputs": ["t", "C"], "outputs": ["y"]}],
                 "outputs": ["y"]},
         "dst": {"nodes": [{"op": "MatMul", "inputs": ["B", "C"], "outputs": ["t"]},
                           {"op": "MatMul", "inputs": ["A", "t"], "outputs": ["y"]}],
                 "outputs": ["y"]}}


FOUR = {"name": "four", "inputs": {"A": ["m", "k"], "B": ["k", "n"], "C": ["n", "p"],
                                   "D": ["p", "q"]},
        "src": {"nodes": [{"op": "MatMul", "inputs": ["A", "B"], "outputs": ["t"]},
                          {"op": "MatMul", "inputs": ["t", "C"], "outputs": ["u"]},
                          {"op": "MatMul", "inputs": ["u", "D"], "outputs": ["y"]}],
                "outputs": ["y"]},
        "dst": {"nodes": [{"op": "MatMul", "inputs": ["C", "D"], "outputs": ["t"]},
                          {"op": "MatMul", "inputs": ["B", "t"], "outputs": ["u"]},
                          {"op": "MatMul", "inputs": ["A", "u"], "outputs": ["y"]}],
                "outputs": ["y"]}}


RELU2 = {"name": "relu2", "inputs": {"X": ["m", "k"]},
         "src": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["t"]},
                           {"op": "Relu", "inputs": ["t"], "outputs": ["y"]}],
                 "outputs": ["y"]},
         "dst": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["y"]}],
                 "outputs": ["y"]}}


def relu_concat(name, dims, axis):
    """Relu(Concat(X, Y)) = Concat(Relu(X), Relu(Y)) over inputs of these dims."""
    return {"name": name, "inputs": {"X": dims, "Y": dims},
            "src": {"nodes": [{"op": "Concat", "inputs": ["X", "Y"], "outputs": ["c"],
                               "attrs": {"axis": axis}},
                              {"op": "Relu", "inputs": ["c"], "outputs": ["y"]}],
                    "outputs": ["y"]},
            "dst": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["a"]},
                              {"op": "Relu", "inputs": ["Y"], "outputs": ["b"]},
                              {"op": "Concat", "inputs": ["a", "b"], "outputs": ["y"],
                               "attrs": {"axis": axis}}],
                    "outputs": ["y"]}}


def rules(*objs):
    import json

    return parse_rules(json.dumps({"rules": list(objs)}))


def test_implied_by_proved_rules():
    (assoc,) = rules(ASSOC)
    (chain,) = rules(FOUR)
    sizes = {s: 2 ** (k + 4) for k, s in enumerate(chain.symbols)}
    imp = Implication(sizes)
    assert imp.implied(chain) is None  # nothing proved yet
    imp.add(assoc)
    assert imp.implied(chain) == "assoc"  # two reassociations
    relu = {"name": "relu", "inputs": {"X": ["m", "k"]},
            "src": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["y"]}],
                    "outputs": ["y"]},
            "dst": {"nodes": [{"op": "Relu", "inputs": ["X"], "outputs": ["t"]},
                              {"op": "Relu", "inputs": ["t"], "outputs": ["y"]}],
                    "outputs": ["y"]}}
    (r,) = rules(relu)
    assert Implication({"m": 16, "k": 32}).implied(r) is None


def test_generalize_square_pool_shapes():
    w = World(["MatMul", "Concat", "Split"])
    c = cand(w, (w.app("MatMul", w.app("MatMul", "x1", "w1"), "w2"),),
             (w.app("MatMul", "x1", w.app("MatMul", "w1", "w2")),))
    g = generalize(to_rule(w.u, c))
    assert g is not None
    assert g.inputs == {"w1": ("c", "c2"), "w2": ("c2", "c3"), "x1": ("n", "c")}
    # Split's sizes are restated over the new symbols
    cat = w.app("Concat1", "x1", "x2")
    a, b = w.outputs("Split1", cat)
    ident = Candidate(w.graph(a, b), (a, b), (), (w.v["x1"], w.v["x2"]), "identity", 2)
    g = generalize(to_rule(w.u, ident))
    assert g is not None and g.inputs == {"x1": ("n", "c"), "x2": ("n", "c2")}
    split = next(n for n in g.src.nodes if n.op == "Split")
    assert split.attrs["split"] == ["c", "c2"]


def test_rewrites_are_grouped_by_the_operators_their_source_needs():
    from collections import Counter

    from verified_opt.generate.prune import Rewrites

    (assoc,) = rules(ASSOC)
    (r,) = rules(RELU2)
    rw = Rewrites([r, assoc])
    names = [x.name for x in rw.rules]
    assert names == ["relu2", "relu2~reverse", "assoc", "assoc~reverse"]
    assert [x.name for x in rw.applicable(Counter({"MatMul": 2}))] == ["assoc", "assoc~reverse"]
    assert [x.name for x in rw.applicable(Counter({"Relu": 1}))] == ["relu2~reverse"]
    assert [x.name for x in rw.applicable(Counter({"Relu": 2, "MatMul": 3}))] == names
    assert rw.applicable(Counter({"MatMul": 1})) == []


def test_an_implication_check_runs_with_the_collector_paused_and_restores_it(monkeypatch):
    import gc

    from verified_opt.generate.prune import Implication

    seen = []

    def body(self, rule):
        seen.append(gc.isenabled())
        if rule == "boom":
            raise RuntimeError(rule)

    monkeypatch.setattr(Implication, "_implied", body)
    check = Implication({})
    assert gc.isenabled()
    assert check.implied("r") is None and gc.isenabled()
    with pytest.raises(RuntimeError):
        check.implied("boom")
    assert gc.isenabled() and seen == [False, False]
    gc.disable()
    try:  # a caller that paused it itself keeps it paused
        check.implied("r")
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_graph_text_leaves_no_cycle_holding_its_graph():
    # implication checks run with the collector paused: what a step makes must go by reference
    # counting, or a check holds every graph it tried until it returns
    import gc
    import weakref

    from verified_opt.generate.prune import graph_text
    from verified_opt.rules.instantiate import side_graph

    (r,) = rules(ASSOC)
    g = side_graph(r, r.src, {k: 2 for k in r.symbols}, "src")
    gone = weakref.ref(g)
    gc.disable()
    try:
        assert graph_text(g)
        del g
        assert gone() is None
    finally:
        gc.enable()


def test_need_bits_admit_exactly_the_rows_whose_items_a_graph_has():
    """The groups' needs as rows of bits (NeedBits) answer as a subset test per group would,
    past 64 items and 64 rows (where the arrays grow), and leave untested a kind of item the
    query does not give."""
    import random

    from verified_opt.generate.graph_index import NeedBits

    rnd = random.Random(0)
    universe = {kind: [(kind[0], i) for i in range(40)] for kind in NeedBits.KINDS}
    bits, needs = NeedBits(), []
    for _ in range(150):
        need = tuple(frozenset(rnd.sample(universe[k], rnd.randint(0, 3))) for k in NeedBits.KINDS)
        assert bits.add(*need) == len(needs)
        needs.append(need)
    assert len(bits.bit) > 64 and bits.rows.shape[1] > 1
    for _ in range(200):
        have = [frozenset(rnd.sample(universe[k], rnd.randint(0, 30))) for k in NeedBits.KINDS]
        have[0] |= {("unneeded", 1)}  # an item no row needs tells nothing
        for skip in (None, 1, 2):
            query: list = list(have)
            if skip is not None:
                query[skip] = None
            want = [k for k, need in enumerate(needs)
                    if all(q is None or n <= q for n, q in zip(need, query))]
            assert bits.admitted(*query).tolist() == want


def test_rewrites_cut_to_a_prefix_are_the_rewrites_of_that_prefix():
    """Rewrites.truncate(n) forgets every rule after the n-th (both directions, their groups
    and memos), so that a worker's rewrites follow a library that lost a rule proved and then
    found implied, without building the rest again."""
    from collections import Counter

    from verified_opt.generate.prune import Rewrites

    (relu,) = rules(RELU2)
    (assoc,) = rules(ASSOC)
    (chain,) = rules(FOUR)
    rw = Rewrites([relu, assoc, chain])
    assert rw.applicable(Counter({"MatMul": 3}))  # memoized before the cut
    rw.truncate(1)
    fresh = Rewrites([relu])
    assert [r.name for r in rw.rules] == [r.name for r in fresh.rules] == ["relu2", "relu2~reverse"]
    for ops in (Counter({"MatMul": 3}), Counter({"Relu": 2}), Counter({"Relu": 2, "MatMul": 3})):
        assert [r.name for r in rw.applicable(ops)] == [r.name for r in fresh.applicable(ops)]
    rw.add(chain)   # and it grows again from there
    assert [r.name for r in rw.rules] == [r.name for r in Rewrites([relu, chain]).rules]
    rw.truncate(0)
    assert rw.rules == [] and rw.applicable(Counter({"Relu": 2, "MatMul": 3})) == []


def test_a_workers_rewrites_follow_a_library_that_lost_a_rule():
    """A map's library is the rules kept so far plus those proved in the slice; the next map's
    lacks the ones then found implied. The worker's rewrites are cut back to what the two share
    and extended, not built again."""
    from verified_opt.generate import shards as sh
    from verified_opt.generate.prune import Rewrites

    (relu,) = rules(RELU2)
    (assoc,) = rules(ASSOC)
    (chain,) = rules(FOUR)
    sh._REWRITES.clear()
    rw = sh.rewrites_of([relu, assoc, chain], 3)
    assert sh.rewrites_of([relu, chain], 2) is rw
    assert [r.name for r in rw.rules] == [r.name for r in Rewrites([relu, chain]).rules]
    assert sh.rewrites_of([relu, chain, assoc], 1) is rw and len(rw.rules) == 2


def test_a_proved_rule_derived_from_one_proved_before_it_in_its_level_is_dropped():
    """Post-proof implication runs in chunks: rule i is checked against the earlier levels'
    rules and the rules proved before it (what implied_prefix_chunk gets as among[:n])."""
    from verified_opt.generate import shards as sh
    from verified_opt.generate.pipeline import _Implied

    (assoc,) = rules(ASSOC)
    (chain,) = rules(FOUR)
    sh._STATE["implied"] = _Implied(2)
    assert sh.implied_prefix_chunk(([assoc, chain], [(assoc, 0), (chain, 1)])) == [None, "assoc"]
    assert sh.implied_prefix_chunk(([chain, assoc], [(chain, 0), (assoc, 1)])) == [None, None]


def test_an_output_aliased_to_itself_is_not_a_state_of_the_implication_search():
    """A rewrite can leave Identity(t0) -> t0; its text would loop forever (it hung a K=4 run);
    it is refused as cyclic, and the implication search skips that state."""
    import pytest

    from verified_opt.generate.prune import _Cyclic, graph_text
    from verified_opt.ir.graph import Graph, Node, TensorType

    t = TensorType((2, 2))
    loop = Graph([Node("Identity", ("t0",), ("t0",), {}, "id")], {"x": t}, ["t0"])
    with pytest.raises(_Cyclic):
        graph_text(loop)
    ok = Graph([Node("Relu", ("x",), ("t1",), {}, "r"), Node("Identity", ("t1",), ("t0",), {}, "i")],
               {"x": t}, ["t0"])
    assert graph_text(ok) == "Relu{}[0](x)"


def test_a_rule_is_tried_only_on_graphs_with_its_edges_and_concrete_attributes():
    """The prefilter of the implication search is exact where it answers 'no': a rule it skips
    has no match (checked with the matcher), and a rule with a match is never skipped."""
    from verified_opt.generate.graph_index import GraphIndex
    from verified_opt.generate.prune import Rewrites
    from verified_opt.rules.instantiate import side_graph
    from verified_opt.rules.match import find_matches

    (assoc,) = rules(ASSOC)
    (chain,) = rules(FOUR)
    cat0, cat1 = rules(relu_concat("cat0", ["m", "k"], 0), relu_concat("cat1", ["m", "k"], 1))
    rw = Rewrites([assoc, cat0, cat1])
    sizes = {"m": 16, "k": 32, "n": 64, "p": 128, "q": 256}
    graphs = {"chain": side_graph(chain, chain.src, sizes, "g"),
              "relu(cat0)": side_graph(cat0, cat0.src, sizes, "g"),
              "relu(cat1)": side_graph(cat1, cat1.src, sizes, "g"),
              "cat0(relu)": side_graph(cat0, cat0.dst, sizes, "g")}
    tried = {}
    for name, g in graphs.items():
        index = GraphIndex(g)
        kept = {r.name for r in rw.applicable(index.ops, index.keys, index.edges)}
        for r in rw.rules:
            if r.name not in kept:
                assert find_matches(r, g, index=index) == [], (name, r.name)
        tried[name] = sorted(kept)
    assert tried["chain"] == ["assoc"]  # assoc~reverse needs MatMul feeding MatMul's 2nd slot
    assert tried["relu(cat0)"] == ["cat0"]  # not cat1 (axis) nor the reverses (edges)
    assert tried["relu(cat1)"] == ["cat1"]
    assert tried["cat0(relu)"] == ["cat0~reverse"]


def test_a_rule_is_not_tried_where_no_node_reads_what_its_pattern_reads():
    """The prefilter's slots (pattern_slots / GraphIndex.slots): a node of the pattern that
    reads an input of some rank, with some integer dims, or a source constant at some slot, is
    matched only where a node of its operator reads such a value there (an initializer, for a
    constant). Each skip is checked against the matcher."""
    from verified_opt.generate.graph_index import GraphIndex
    from verified_opt.generate.prune import Rewrites
    from verified_opt.rules.instantiate import side_graph
    from verified_opt.rules.match import find_matches

    def eye_cat(name, eye_first):
        ins = ["E", "W"] if eye_first else ["W", "E"]
        return {"name": name, "inputs": {"W": ["m", "m"]},
                "src": {"nodes": [{"op": "IdentityKernel", "inputs": [], "outputs": ["E"],
                                   "attrs": {"shape": ["m", "m"]}},
                                  {"op": "Concat", "inputs": ins, "outputs": ["c"],
                                   "attrs": {"axis": 1}},
                                  {"op": "Relu", "inputs": ["c"], "outputs": ["y"]}],
                        "outputs": ["y"]},
                "dst": {"nodes": [{"op": "IdentityKernel", "inputs": [], "outputs": ["E"],
                                   "attrs": {"shape": ["m", "m"]}},
                                  {"op": "Relu", "inputs": ["W"], "outputs": ["a"]},
                                  {"op": "Concat", "inputs": ins[:1] + ["a"] if eye_first
                                   else ["a", "E"], "outputs": ["y"], "attrs": {"axis": 1}}],
                        "outputs": ["y"]}}

    flat, square, image, tall = rules(relu_concat("flat", ["m", "k"], 1),
                                      relu_concat("square", ["m", "m"], 1),
                                      relu_concat("image", ["m", "k", "p", "q"], 1),
                                      relu_concat("tall", ["m", 1], 1))
    eye_left, eye_right = rules(eye_cat("eye_left", True), eye_cat("eye_right", False))
    rw = Rewrites([flat, square, image, tall, eye_left, eye_right])
    sizes = {"m": 16, "k": 32, "p": 8, "q": 4}
    graphs = {name: side_graph(r, r.src, sizes, "g")
              for name, r in (("flat", flat), ("image", image), ("tall", tall),
                              ("eye_left", eye_left), ("eye_right", eye_right))}
    tried = {}
    for name, g in graphs.items():
        index = GraphIndex(g)
        kept = [r.name for r in rw.admitted(index)]
        assert kept == [r.name for r in rw.rules if r.name in kept]  # in the added order
        for r in rw.rules:
            if r.name not in kept:
                assert find_matches(r, g, index=index) == [], (name, r.name)
        tried[name] = [k for k in kept if "~" not in k]
    # rank: the 2-D rules are not tried on the 4-D Concat, nor the 4-D one on 2-D ones; the
    # square one (m x m, two symbols alike) is tried on 16 x 32: dims that must be equal are
    # for the matcher to see
    assert tried["flat"] == ["flat", "square"]
    assert tried["image"] == ["image"]
    # integer dims: "tall" (m x 1) only where a Concat reads an m x 1 value
    assert tried["tall"] == ["flat", "square", "tall"]
    # a source constant binds an initializer at its own slot only
    assert "eye_right" not in tried["eye_left"] and "eye_left" in tried["eye_left"]
    assert "eye_left" not in tried["eye_right"] and "eye_right" in tried["eye_right"]


def test_the_prefilter_never_skips_a_rule_that_matches():
    """Over the shipped generated library's rules (both directions) and graphs made from its
    rules' sources and targets, every rule with a match is admitted (the matcher's answer is
    the reference): a prefilter that skipped one would make implication miss a derivation."""
    from pathlib import Path

    import verified_opt
    from verified_opt.generate.graph_index import GraphIndex
    from verified_opt.generate.prune import Rewrites
    from verified_opt.rules.format import load_rules
    from verified_opt.rules.instantiate import side_graph
    from verified_opt.rules.match import find_matches

    lib = load_rules([Path(verified_opt.__file__).parent / "data/generated/taso_k3.json"])
    rw = Rewrites(lib)
    matched = skipped = 0
    for rule in lib[::100]:
        sizes = {s: 2 ** (k + 4) for k, s in enumerate(rule.symbols)}
        for side in (rule.src, rule.dst):
            if not side.computing():
                continue
            g = side_graph(rule, side, sizes, "g")
            index = GraphIndex(g)
            admitted = {id(r) for r in rw.admitted(index)}
            for r in rw.rules:
                if id(r) in admitted:
                    continue
                skipped += 1
                assert find_matches(r, g, limit=1, index=index) == [], (rule.name, r.name)
            matched += sum(1 for r in rw.rules if id(r) in admitted
                           and find_matches(r, g, limit=1, index=index))
    assert matched > 50 and skipped > 10 * matched


def test_a_rewrite_text_from_its_parent_terms_equals_the_text_made_afresh():
    """The implication search makes each rewrite's text from the terms of the graph it rewrote
    (text_after): over two steps of every match of the shipped generated rules on their own
    sources, it equals graph_text of the rewritten graph, cyclic rewrites included."""
    from pathlib import Path

    import verified_opt
    from verified_opt.errors import VoptError
    from verified_opt.generate.prune import Rewrites, _Cyclic, graph_text, text_after
    from verified_opt.rules.apply import rewritten, typed
    from verified_opt.rules.format import load_rules
    from verified_opt.rules.instantiate import side_graph
    from verified_opt.rules.match import find_matches

    lib = load_rules([Path(verified_opt.__file__).parent / "data/generated/taso_k3.json"])
    rw = Rewrites(lib[:150])
    compared = 0

    def text(g, terms=None):
        try:
            return graph_text(g, terms)
        except _Cyclic:
            return "cyclic"

    for rule in lib[150:190]:
        sizes = {s: 2 ** (k + 4) for k, s in enumerate(rule.symbols)}
        start = side_graph(rule, rule.src, sizes, "src")
        terms: dict[str, str] = {}
        text(start, terms)
        frontier = [(start, terms)]
        for _ in range(2):
            nxt = []
            for g, t in frontier:
                for r in rw.rules:
                    for m in find_matches(r, g, limit=2):
                        rr = rewritten(g, m, "", compared, dst=rw.dst_graph(r, m.sizes))
                        try:
                            inc, inc_terms = text_after(rr, t)
                        except _Cyclic:
                            inc, inc_terms = "cyclic", {}
                        assert inc == text(rr.graph), (rule.name, r.name)
                        compared += 1
                        if inc != "cyclic" and len(nxt) < 6:
                            try:
                                nxt.append((typed(rr), inc_terms))
                            except VoptError:
                                pass
            frontier = nxt
    assert compared > 200


def test_rules_added_after_a_graph_was_looked_up_apply_to_it():
    """Rewrites remembers what a graph's operators admit; adding a rule forgets it."""
    from collections import Counter

    from verified_opt.generate.prune import Rewrites

    (assoc,) = rules(ASSOC)
    (chain,) = rules(FOUR)
    rw = Rewrites([chain])
    ops = Counter({"MatMul": 3})
    assert [r.name for r in rw.applicable(ops)] == ["four", "four~reverse"]
    rw.add(assoc)
    assert [r.name for r in rw.applicable(ops)] == ["four", "four~reverse", "assoc",
                                                    "assoc~reverse"]


def test_the_implication_search_stops_at_the_first_state_both_sides_reach():
    """A check that meets needs no more of its level: the search stops at the first state the
    other side has reached, and answers as the full level would."""
    import copy

    from verified_opt.generate.prune import Implication

    (assoc,) = rules(ASSOC)
    one_step = copy.deepcopy(FOUR)  # ((AB)C)D = (A(BC))D: the first of src's two rewrites
    one_step["dst"]["nodes"] = [
        {"op": "MatMul", "inputs": [a, b], "outputs": [o]}
        for a, b, o in (("B", "C", "t"), ("A", "t", "u"), ("u", "D", "y"))]
    (r,) = rules(one_step)
    imp = Implication({s: 2 ** (k + 4) for k, s in enumerate(r.symbols)})
    imp.add(assoc)
    assert imp.implied(r) == "assoc"
    assert imp._steps == 1  # the level's second rewrite, (AB)(CD), is not made
    (chain,) = rules(FOUR)  # two steps, meeting in the middle: as before
    imp = Implication({s: 2 ** (k + 4) for k, s in enumerate(chain.symbols)})
    imp.add(assoc)
    assert imp.implied(chain) == "assoc"


def test_implication_types_a_state_only_when_it_is_expanded_or_meets(monkeypatch):
    """Typing a rewrite's new nodes waits until its state is expanded or meets the other
    side: most states are neither. A state whose typing fails is never a meeting point."""
    from verified_opt.errors import ShapeError
    from verified_opt.rules import apply

    (assoc,) = rules(ASSOC)
    (chain,) = rules(FOUR)
    calls: list[str] = []
    real = apply.typed

    def counting(r):
        calls.append(r.rule_name)
        return real(r)

    monkeypatch.setattr(apply, "typed", counting)
    imp = Implication({s: 2 ** (k + 4) for k, s in enumerate(chain.symbols)})
    imp.add(assoc)
    assert imp.implied(chain) == "assoc"
    assert 0 < len(calls) < imp._steps  # some rewrites were never typed

    def refusing(r):
        raise ShapeError("this rewrite changes a type")

    monkeypatch.setattr(apply, "typed", refusing)
    imp = Implication({s: 2 ** (k + 4) for k, s in enumerate(chain.symbols)})
    imp.add(assoc)
    assert imp.implied(chain) is None  # every rewrite refused: no state to meet in
