"""Every test's derivation outcomes (derive/outcomes.py) in a folder of its own: the pass
skips operators that earlier runs measured losing, and one test's runs must not decide
another's.

The shipped (and generated) rule library that `optimize` runs load (the names api/pipeline
and commands/optimize_cmd load with) is loaded once per test process, and each run gets a copy
of its own: a load rechecks every certificate (the query rebuilt from its rule and axioms, then
solved), about 4 s for the 155 shipped rules and 25 s for the generated ones, and dozens of
runs load the same files. The first run of each process loads it for real, and a copy is handed
out only while the rule, proof and axiom files are those it was loaded from (sizes and
modification times) and nothing was rejected. Other rule, proof or axiom folders, and direct
calls of search.library.load_library (the library's own tests), load for real every time;
tests/verify/test_shipped_proofs.py rechecks every certificate. The loader's fallback for
rules without a stored certificate (proving them afresh) encodes an axiom folder once per
process instead of once per load."""

from __future__ import annotations

import copy
import os
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _own_derive_outcomes(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("VOPT_DERIVE_OUTCOMES", str(tmp_path_factory.mktemp("derive-outcomes")))


_LOADED: dict[tuple, object] = {}
_ENCODED: dict[tuple, object] = {}


def _files_state(folders: list[Path]) -> tuple:
    state = []
    for folder in folders:
        for root, dirs, files in os.walk(folder):
            dirs.sort()
            for name in sorted(files):
                st = os.stat(os.path.join(root, name))
                state.append((root, name, st.st_size, st.st_mtime_ns))
    return tuple(state)


@pytest.fixture(autouse=True, scope="session")
def _shipped_library_loaded_once():
    from verified_opt.api import pipeline
    from verified_opt.axioms.lang import default_axiom_dir
    from verified_opt.commands import optimize_cmd
    from verified_opt.search import library
    from verified_opt.verify.prove import AxiomSet

    real = library.load_library
    shipped = {library.DEFAULT_RULES.resolve(), library.GENERATED_RULES.resolve()}

    def load_library(rule_paths=None, proofs=None, axiom_dir=None):
        paths = [Path(p).resolve() for p in (rule_paths or [library.DEFAULT_RULES])]
        if proofs is not None or axiom_dir is not None or not paths \
                or not set(paths) <= shipped:
            return real(rule_paths, proofs, axiom_dir)
        read = [*paths, library.DEFAULT_PROOFS, library.GENERATED_PROOFS, default_axiom_dir()]
        key = (tuple(paths), _files_state(read))
        if key not in _LOADED:
            lib = real(rule_paths)
            if lib.rejected:   # not kept: a later run loads again, as it would have
                return lib
            _LOADED[key] = lib
        return copy.deepcopy(_LOADED[key])   # a run adds to it (its float contract tiers)

    class EncodedOnce:
        """library.AxiomSet for the loader: a rule without a stored certificate is proved
        afresh from the axioms, each load encoding all of them again (about 3 s for the
        shipped set, dozens of loads of test rules). The same axioms (name, statement, file,
        line) get the same AxiomSet, as api/proofs.py keeps one per process."""

        @staticmethod
        def of(axioms):
            key = tuple((a.name, a.statement, a.comment, a.file, a.line) for a in axioms)
            if key not in _ENCODED:
                _ENCODED[key] = AxiomSet.of(axioms)
            return _ENCODED[key]

    mp = pytest.MonkeyPatch()
    # the names a run loads with (api/pipeline.Tools): tests may replace them again
    mp.setattr(pipeline, "load_library", load_library)
    mp.setattr(optimize_cmd, "load_library", load_library)
    mp.setattr(library, "AxiomSet", EncodedOnce)
    yield
    mp.undo()
