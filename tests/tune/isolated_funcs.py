"""Functions the isolation tests call in a worker process (imported there by name)."""

import ctypes
import os
import time


def behave(arg):
    """arg: ("ok", x) -> x * 2 and the worker's pid; ("raise", _); ("segfault", _); ("hang", s);
    ("exit", code)."""
    what, x = arg
    if what == "raise":
        raise ValueError(f"bad candidate {x}")
    if what == "segfault":
        ctypes.string_at(0)   # reads address 0: SIGSEGV, as a faulting kernel's driver might
    if what == "hang":
        time.sleep(x)
    if what == "exit":
        os._exit(x)
    return x * 2, os.getpid()
