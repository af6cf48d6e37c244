"""The derivation outcomes store: one folder per machine, backend, threads and versions; a
record per operator; it says when an operator need not be searched again."""

import json

from verified_opt.derive.outcomes import SKIP_BELOW, Outcomes


def test_records_round_trip_and_say_when_to_skip(tmp_path):
    store = Outcomes.open("cpu", 2, root=tmp_path)
    assert store.get("k") is None and store.skip("k", 1.1) is None
    store.put("none", None, "no derivation found", 1.1)
    store.put("slow", 0.5, "best derivation 0.50x", 1.1)
    store.put("near", SKIP_BELOW * 1.1 + 0.01, "best derivation near the bar", 1.1)
    assert store.skip("none", 1.1)["why"] == "no derivation found"
    assert store.skip("slow", 1.1)["speedup"] == 0.5
    assert store.skip("near", 1.1) is None   # near the bar: measured again
    assert store.skip("slow", 0.5) is None   # a lower bar: 0.5x may pass it
    machine = json.loads((store.folder / "machine.json").read_text())
    assert machine["backend"] == "cpu" and machine["threads"] == 2 and machine["onnxruntime"]


def test_another_machine_backend_or_thread_count_has_its_own_folder(tmp_path):
    a = Outcomes.open("cpu", 2, root=tmp_path)
    a.put("k", 0.1, "slow", 1.1)
    for other in (Outcomes.open("cpu", 4, root=tmp_path), Outcomes.open("gpu", 2, root=tmp_path),
                  Outcomes.open("gpu", 2, "NVIDIA H200 driver 13000", root=tmp_path)):
        assert other.folder != a.folder and other.get("k") is None
    assert Outcomes.open("cpu", 2, root=tmp_path).get("k")["speedup"] == 0.1


def test_an_unreadable_or_foreign_record_is_ignored(tmp_path):
    store = Outcomes.open("cpu", 2, root=tmp_path)
    store.put("k", 0.1, "slow", 1.1)
    f = next(p for p in store.folder.iterdir() if p.name != "machine.json")
    f.write_text("{not json")
    assert store.get("k") is None
    f.write_text(json.dumps({"operator": "another", "speedup": 0.1}))
    assert store.get("k") is None
