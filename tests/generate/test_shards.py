"""The generator's chunked bulk work: the taker-side structures that replace Python sets and
dicts at K = 4 (a signature set, a packed group table) behave like them."""

from __future__ import annotations

import numpy as np

from verified_opt.generate import shards as sh


def test_sig_set_says_first_seen_exactly_once(monkeypatch):
    monkeypatch.setattr(sh.SigSet, "MERGE", 50)  # exercise the merge into the large array
    rng = np.random.default_rng(0)
    seen, ref = sh.SigSet(), set()
    for _ in range(40):
        sigs = np.unique(rng.integers(-300, 300, 25)).astype(np.int64)
        rng.shuffle(sigs)
        new = seen.first_seen(sigs)
        assert new.tolist() == [int(s) not in ref for s in sigs]
        ref.update(int(s) for s in sigs)
        assert len(seen) == len(ref)
    assert len(seen.large) > 0 and np.all(np.diff(seen.large) > 0)


def test_group_table_keeps_the_first_graph_of_each_group():
    t = sh.GroupTable(max_outputs=2)
    d1, d2, d3 = b"a" * 16, b"b" * 16, b"c" * 16
    early = ((3, 5, 8), None, (11,))
    assert t.first(b"k-early", early, (d1,)) is None
    assert t.first(b"k-early", (7, (2, (4,)), (-1,)), (d1,)) == (early, (d1,))
    one = (7, (2, (4,)), (-1,))
    two = (9, (0, (4, 6)), (12, -1))
    assert t.first(b"k1", one, (d2,)) is None
    assert t.first(b"k2", two, (d2, d3)) is None
    assert t.first(b"k1", (10, (1, (5,)), (-2,)), (d2,)) == (one, (d2,))
    assert t.first(b"k2", (11, (1, (5, 6)), (-1, 3)), (d3, d2)) == (two, (d2, d3))
    assert len(t) == 3


def test_shares_an_output_reads_the_refs_of_both_descriptions():
    """A ref >= 0 is a value of the frontier's universe; -1 - j the j-th output made by the
    side's application, the same value on both sides only for the same application."""
    from verified_opt.generate.shards import shares_an_output

    lower = ((3, 5), None, (17,))  # a graph of a level below the last: value ids
    assert shares_an_output(lower, (4, (2, (7,)), (17,)))  # the same frontier value
    assert not shares_an_output(lower, (4, (2, (7,)), (-1,)))  # a value made there
    made = (4, (2, (7,)), (-1, 9))
    assert shares_an_output(made, (6, (2, (7,)), (-1, 8)))  # the same application made it
    assert not shares_an_output(made, (6, (2, (8,)), (-1, 8)))  # another application
    assert not shares_an_output(made, (6, (2, (7,)), (-2, 8)))  # its other output
    assert shares_an_output(made, (6, (3, (7,)), (-2, 9)))  # a frontier value, in 2nd place
