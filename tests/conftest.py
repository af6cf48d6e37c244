"""Every test's derivation outcomes (derive/outcomes.py) in a folder of its own: the pass
skips operators that earlier runs measured losing, and one test's runs must not decide
another's."""

import pytest


@pytest.fixture(autouse=True)
def _own_derive_outcomes(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("VOPT_DERIVE_OUTCOMES", str(tmp_path_factory.mktemp("derive-outcomes")))
