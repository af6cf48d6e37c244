"""Enumeration: only well-typed graphs (registry shape inference at every size assignment, and
symbolic shapes that agree with it), every node set once, TASO's operator variants and pool,
identity candidates, and graphs that instantiate through rules.instantiate.side_graph."""

from __future__ import annotations

import pytest
from gen_helpers import World

from verified_opt.errors import VoptError
from verified_opt.generate import dims as dm
from verified_opt.generate import enumerate as en
from verified_opt.generate import variants as va
from verified_opt.generate.prune import Candidate, to_rule, well_formed


def run(families: list[str], k: int, world: World | None = None):
    w = world or World(families)
    variants = [v for v in va.all_variants() if v.family in families]
    e = en.Enumerator(w.u, variants, w.fp, k)
    events = list(e.run())
    return w, e, events


def test_pool_follows_the_operators():
    names = [t.name for t in va.pool_for(["MatMul", "Add"])]
    assert names == ["x1", "x2", "x3", "w1", "w2", "w3"]
    pool = {t.name: t.shape for t in va.pool_for(["Conv", "Mul"])}
    assert pool["i1"] == ("n", "c", "h", "w") and pool["k1"] == ("c", "c", 3, 3)
    assert pool["u1"] == ("c", "c", 1, 1) and pool["s1"] == ()
    assert "x1" not in pool  # no 2-D tensors without a 2-D operator


def test_parse_families_aliases_and_errors():
    assert va.parse_families("matmul, add") == ["MatMul", "Add"]
    assert va.parse_families("Pool") == ["MaxPool", "AveragePool"]
    assert va.parse_families("TASO") == list(va.FAMILIES) + ["Constant"]
    assert va.parse_families(None) == va.parse_families("TASO")  # the default
    with pytest.raises(VoptError, match="unknown operator 'Foo'"):
        va.parse_families("MatMul,Foo")
    with pytest.raises(VoptError, match="names no operator"):
        va.parse_families("Constant")
    assert va.parse_families("MatMul,Constants") == ["MatMul", "Constant"]
    assert va.parse_families("all") == list(va.FAMILIES) + ["Constant"]


def test_constants_join_the_pool_with_fixed_data_and_are_never_computed_on_alone():
    from verified_opt.generate.fingerprint import Fingerprinter
    from verified_opt.semantics.constants import constant_value

    pool = {t.name: t for t in va.pool_for(["MatMul", "Conv", "Mul", "Relu", "Constant"])}
    assert (pool["eye"].shape, pool["eye"].constant) == (("c", "c"), "IdentityKernel")
    assert (pool["idk"].shape, pool["idu"].shape) == (("c", "c", 3, 3), ("c", "c", 1, 1))
    assert (pool["one"].shape, pool["one"].constant) == (("n", "c"), "Ones")
    assert "eye" not in {t.name for t in va.pool_for(["Conv", "Constant"])}  # no MatMul
    w = World(["MatMul", "Mul", "Relu", "Constant"])
    fp = Fingerprinter(w.u, seed=3)
    for a, sizes in enumerate(w.u.assignments):
        want = constant_value("IdentityKernel", (sizes["c"], sizes["c"]))
        assert all((d == want).all() for d in fp.data(w.v["eye"], "mod")[2 * a:2 * a + 2])
    variants = {v.name: v for v in va.all_variants()}
    assert w.u.apply(variants["Relu"], (w.v["eye"],)) is None  # a constant: folding's job
    assert w.u.apply(variants["MatMul"], (w.v["eye"], w.v["w1"])) is not None
    # x1 @ eye equals x1: an identity candidate, not a new value
    assert fp.equal(w.app("MatMul", "x1", "eye"), w.v["x1"])


def test_one_matmul_is_exactly_the_well_typed_products():
    w, e, events = run(["MatMul"], 1)
    got = sorted(en.describe(w.u, ev.nodes) for ev in events)
    # x[n,c] @ w[c,c]: 3 x 3; w @ w without reading one tensor twice: 3 x 2; never x @ x or
    # w @ x ([c,c] @ [n,c] needs c == n). Renamings are not recorded: only those over x1, w1
    # (and over w1, w2 in both orders).
    assert got == ["MatMul(w1, w2)", "MatMul(w2, w1)", "MatMul(x1, w1)"]
    # At the last level renamings are skipped before they are even typed.
    assert e.stats.graphs_per_level[1] + e.stats.renamings == 3 * 3 + 3 * 2
    assert e.stats.renamings == 15 - 3


def test_each_node_set_once_and_all_well_formed():
    w, _, events = run(["MatMul", "Add", "Transpose"], 2)
    sets = [ev.nodes for ev in events if isinstance(ev, en.GraphEvent)]
    assert len(sets) == len(set(sets)) > 50
    for ev in events[:: max(1, len(events) // 60)]:
        if not isinstance(ev, en.GraphEvent):
            continue
        rule = to_rule(w.u, Candidate(ev.nodes, ev.outputs, ev.nodes, ev.outputs, "group", 1))
        assert well_formed(rule, w.u.assignments), en.describe(w.u, ev.nodes)
        assert en.connected(w.u, ev.nodes)
        assert len(ev.outputs) <= 2


def test_ill_typed_applications_do_not_exist():
    w = World(["MatMul", "Add", "Concat"])
    mm = w.variants["MatMul"]
    assert w.u.apply(mm, (w.v["x1"], w.v["x2"])) is None  # [n,c] @ [n,c]
    assert w.u.apply(w.variants["Add"], (w.v["x1"], w.v["w1"])) is None  # [n,c] + [c,c]
    cat = w.app("Concat0", "x1", "w1")  # [n+c, c]
    assert w.u.values[cat].shapes == ((5, 3), (5, 2))
    assert dm.lin_str(dm.total(w.u.values[cat].dims[0])) == "c+n"


def test_conv_variants_and_fused_relu_count_as_one_operator():
    w, _, events = run(["Conv"], 1)
    names = sorted({en.describe(w.u, ev.nodes) for ev in events})
    assert any(n.startswith("Relu(Conv{strides=[2, 2]") for n in names)
    # strides 1/2 x pads same/valid x relu or not over a 3x3 kernel, and 1x1 (same = valid)
    fused = [ev for ev in events if len(ev.nodes) == 2]
    assert fused and all(w.u.nodes[ev.nodes[1]].op == "Relu" for ev in fused)
    variants = {v.name for v in va.all_variants() if v.family == "Conv"}
    assert len(variants) == 8
    # a weight is never convolved, an activation never a kernel
    assert w.u.apply(w.variants["Conv_s1_same"], (w.v["k1"], w.v["k2"])) is None
    assert w.u.apply(w.variants["Conv_s1_same"], (w.v["i1"], w.v["i2"])) is None


def test_enlarge_pads_pool_kernels_to_3x3():
    w = World(["Conv", "Enlarge"])
    big = w.app("Enlarge3x3", "u1")
    assert w.u.values[big].shapes[0] == (3, 3, 3, 3)
    assert w.u.apply(w.variants["Enlarge3x3"], (w.v["k1"],)) is None  # already 3x3
    assert w.u.apply(w.variants["Enlarge3x3"], (big,)) is None  # only pool weights (TASO)


def test_split_undoes_the_last_concat_symbolically():
    w = World(["MatMul", "Concat", "Split"])
    cat = w.app("Concat1", "x1", "x2")
    a, b = w.outputs("Split1", cat)
    node = w.u.nodes[w.u.values[a].node]
    assert node.attrs == {"axis": 1, "split": ["c", "c"]}
    assert w.fp.equal(a, w.v["x1"]) and w.fp.equal(b, w.v["x2"])
    nothing = w.u.apply(w.variants["Split0"], (cat,))  # axis 0 has no concat boundary
    assert nothing is None


def test_identity_candidates():
    w, e, events = run(["MatMul", "Transpose", "Concat", "Split", "Relu"], 2)
    ids = {en.describe(w.u, ev.nodes, ev.outputs) + " == " + en.describe(w.u, (), ev.twins)
           for ev in events if isinstance(ev, en.IdentityEvent)}
    assert "Transpose{perm=[1, 0]}(Transpose{perm=[1, 0]}(x1)) == x1" in ids
    assert "Relu(Relu(x1)) == Relu(x1)" in ids
    assert any(s.startswith("Split{axis=0,split=['n', 'n']}[0](Concat{axis=0}(x1, x2)) | ")
               and s.endswith("== x1 | x2") for s in ids)
    assert e.stats.identities == len(ids)


def test_rollback_forgets_what_was_made_after_the_checkpoint():
    w = World(["MatMul", "Add"])
    w.app("MatMul", "x1", "w1")
    nodes, values = len(w.u.nodes), len(w.u.values)
    w.u.checkpoint()
    y = w.app("Add", w.app("MatMul", "x2", "w1"), "x1")
    sig = w.u.signature(w.u.nodes[w.u.values[y].node].ancestors)
    assert len(w.u.nodes) == nodes + 2
    w.u.rollback()
    assert (len(w.u.nodes), len(w.u.values)) == (nodes, values)
    w.u.checkpoint()  # made again, after other nodes: other ids, the same signature
    w.app("MatMul", "x3", "w2")
    y2 = w.app("Add", w.app("MatMul", "x2", "w1"), "x1")
    assert y2 != y
    assert w.u.signature(w.u.nodes[w.u.values[y2].node].ancestors) == sig
    w.u.rollback()


@pytest.mark.parametrize("families, k", [(["MatMul", "Add"], 3),
                                         (["Relu", "Concat", "Split", "Transpose"], 3)])
def test_graphs_that_skip_too_many_inputs_are_not_extended_and_nothing_recorded_changes(
        families, k):
    """A graph over x3 alone needs x1 and x2 before it is in prefix form; with one operator
    left it cannot get both, so it is not extended. Every recorded graph and identity, in
    order, is what the run that extends everything records."""
    def events(fill: bool):
        w = World(families)
        e = en.Enumerator(w.u, [v for v in va.all_variants() if v.family in families], w.fp,
                          k, fill=fill)
        got = [(type(ev).__name__, ev.level, en.describe(w.u, ev.nodes, ev.outputs))
               for ev in e.run()]
        return got, e.stats

    pruned, s = events(True)
    full, s_full = events(False)
    assert pruned == full and len(full) > 100
    assert s.unfillable > 0 and s_full.unfillable == 0
    assert s.graphs_per_level[k - 1] < s_full.graphs_per_level[k - 1]
    assert s.renamings < s_full.renamings  # applications the last level no longer looks at


@pytest.mark.parametrize("families, k", [(["MatMul", "Add", "Transpose"], 2),
                                         (["Conv", "Relu", "Concat", "Split"], 2),
                                         (["MatMul", "Add"], 3)])
def test_last_level_in_chunks_records_what_the_whole_run_yields(families, k):
    """The chunked last level (what forked workers run) gives the same graphs, identities and
    counts as the in-process run, once its records are rebuilt with materialize."""
    w, e, events = run(families, k)
    expected = [(type(ev).__name__, en.describe(w.u, ev.nodes, ev.outputs))
                for ev in events if ev.level == k]
    w2 = World(families)
    e2 = en.Enumerator(w2.u, [v for v in va.all_variants() if v.family in families], w2.fp, k)
    list(e2.run_levels())
    n = len(e2.frontier)
    size = (len(w2.u.nodes), len(w2.u.values))
    seen, got, distinct = set(), [], 0
    for first, stop in ((0, n // 3), (n // 3, n // 3 + 1), (n // 3 + 1, n)):
        chunk = e2.last_level_records(first, stop)
        assert (len(w2.u.nodes), len(w2.u.values)) == size  # rolled back
        for pos, sig in enumerate(chunk.sigs):
            if sig in seen:
                continue
            seen.add(sig)
            distinct += 1
            rec = chunk.events.get(pos)
            if rec is None:
                continue
            kind, gi, app, outs = rec[:4]
            w2.u.checkpoint()
            nodes, (vals,) = e2.materialize(gi, app, outs)
            got.append(("IdentityEvent" if kind == "i" else "GraphEvent",
                        en.describe(w2.u, nodes, vals)))
            w2.u.rollback()
    assert got == expected and len(got) > 20
    assert distinct == e.stats.graphs_per_level[k]


def test_attribute_keys_ignore_the_order_of_attributes_and_tell_values_apart():
    """universe.attrs_key, memoized on the attributes' repr: the same key whatever order the
    dict was filled in, a different one for any other value."""
    from verified_opt.generate.universe import attrs_key

    a = attrs_key("Conv", {"strides": [1, 1], "pads": [0, 0, 0, 0]})
    assert a == attrs_key("Conv", {"pads": [0, 0, 0, 0], "strides": [1, 1]})
    assert a != attrs_key("Conv", {"strides": [1, 1], "pads": [0, 0, 0, 1]})
    assert a != attrs_key("MaxPool", {"strides": [1, 1], "pads": [0, 0, 0, 0]})
    assert attrs_key("Split", {"axis": 0, "split": ["n", "n"]}) != attrs_key(
        "Split", {"axis": 0, "split": ["n", "c"]})
    assert attrs_key("Relu", {}) == "Relu{}"


def test_nodes_typed_alike_share_their_concrete_contexts_and_evaluate_as_their_own():
    """Two MatMuls over values of the same shape classes take their evaluation contexts from
    one cache entry, and each still computes its own product."""
    import numpy as np

    w = World(["MatMul", "Add"])
    a = w.app("MatMul", "x1", "w1")
    b = w.app("MatMul", "x2", "w1")
    na, nb = (w.u.values[v].node for v in (a, b))
    assert w.u.values[w.v["x1"]].cls == w.u.values[w.v["x2"]].cls
    assert w.u.concrete_of(na) is w.u.concrete_of(nb)
    x1, x2, w1 = (w.fp.data(w.v[n], "int") for n in ("x1", "x2", "w1"))
    got_a, got_b = w.fp.data(a, "int"), w.fp.data(b, "int")
    for k in range(len(got_a)):
        assert np.array_equal(got_a[k], x1[k] @ w1[k])
        assert np.array_equal(got_b[k], x2[k] @ w1[k])
    assert not np.array_equal(got_a[0], got_b[0])
    # A node over inputs of another shape class gets its own contexts: Transpose of x1 (n x c)
    # and of that (c x n) type different inputs, and the second gives x1 back.
    w = World(["MatMul", "Add", "Transpose"])
    t1 = w.app("Transpose10", "x1")
    t2 = w.app("Transpose10", t1)
    n1, n2 = (w.u.values[v].node for v in (t1, t2))
    assert w.u.values[t1].cls != w.u.values[w.v["x1"]].cls
    c1, c2 = w.u.concrete_of(n1), w.u.concrete_of(n2)
    assert c1 is not c2 and [c[1].types[0].shape for c in c1] != [c[1].types[0].shape for c in c2]
    x1 = w.fp.data(w.v["x1"], "int")
    for k, back in enumerate(w.fp.data(t2, "int")):
        assert np.array_equal(back, x1[k])
