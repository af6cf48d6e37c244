"""Calls in a worker process of their own (tune/isolated.py, what the CUDA tuning runner
times candidates in): a call that raises, crashes or hangs its process is that call's error,
and the next call runs in a fresh process."""

from verified_opt.tune.isolated import IsolatedCalls

FUNC = "tests.tune.isolated_funcs:behave"


def test_values_come_back_and_the_worker_is_kept_between_calls():
    calls = IsolatedCalls(FUNC)
    ok1, (v1, pid1) = calls.call(("ok", 21), timeout_s=60)
    ok2, (v2, pid2) = calls.call(("ok", 1), timeout_s=60)
    assert ok1 and ok2 and (v1, v2) == (42, 2) and pid1 == pid2
    calls.stop()


def test_a_crash_a_hang_or_an_error_fails_that_call_only():
    calls = IsolatedCalls(FUNC)
    _, (_, pid) = calls.call(("ok", 1), timeout_s=60)
    ok, why = calls.call(("segfault", 0), timeout_s=60)
    assert not ok and why == "its process died (exit code -11)", why
    ok, why = calls.call(("exit", 3), timeout_s=60)
    assert not ok and why == "its process died (exit code 3)", why
    ok, why = calls.call(("raise", 7), timeout_s=60)
    assert not ok and why == "bad candidate 7", why
    ok, why = calls.call(("hang", 30), timeout_s=2)
    assert not ok and why.startswith("timed out after 2 s"), why
    ok, (v, pid2) = calls.call(("ok", 5), timeout_s=60)
    assert ok and v == 10 and pid2 != pid
    assert calls.starts == 5   # the first, then one after each failed call
    calls.stop()


def test_the_cuda_runners_worker_does_not_import_tvm():
    """The worker each candidate is timed in loads cuda_run only: no TVM, no MetaSchedule
    (seconds of imports for every fresh worker)."""
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-c", ("import sys, verified_opt.tune.cuda_run; "
                          "print(sorted(m for m in sys.modules if m.split('.')[0] == 'tvm'))")],
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
