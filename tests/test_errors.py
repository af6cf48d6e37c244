"""One-line error messages (errors.one_line)."""

from __future__ import annotations

from verified_opt.errors import VoptError, one_line


def test_a_key_error_reads_as_a_missing_field():
    try:
        {}["original"]
    except KeyError as e:
        assert one_line(e) == "no 'original' field"


def test_other_errors_keep_their_message_on_one_line():
    assert one_line(VoptError("a\n  b")) == "a b"
    assert one_line(ValueError()) == "ValueError"
    assert one_line("x" * 300, 10) == "xxxxxxx..."


def test_a_key_error_holding_a_sentence_keeps_it():
    assert one_line(KeyError("no such operator: Foo")) == "no such operator: Foo"
