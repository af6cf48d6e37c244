"""Errors that reach the user as one line and exit code 2 (bad input), never a traceback."""


class VoptError(Exception):
    """Base class: anything the CLI reports as a one-line error."""

    exit_code = 2


class ModelError(VoptError):
    """The model file is missing, not ONNX, truncated, or structurally invalid."""


class ShapeError(VoptError):
    """Shapes are dynamic without --shape, a --shape is wrong, or inference failed."""


class AttributeError_(VoptError):
    """An operator attribute is missing, of the wrong kind, or out of range."""


class EncodeError(VoptError):
    """The rule uses an operator or attribute the verifier has no vocabulary for."""


class NotExact(VoptError):
    """An operator has no exact integer semantics (Sigmoid, Softmax ...) in the asked mode."""


class ExactOverflow(VoptError):
    """Exact integer evaluation would overflow int64; callers retry with smaller data."""


def one_line(error: BaseException | str, limit: int = 240) -> str:
    """An exception's message on one line (C++ errors span several), never empty. A KeyError
    (a document read without a field it needs) says so: its own text is the bare key. A
    library's KeyError that holds a sentence says it without the quotes."""
    if isinstance(error, KeyError) and len(error.args) == 1 and isinstance(
            key := error.args[0], (str, int)):
        error = key if isinstance(key, str) and " " in key else f"no {key!r} field"
    text = " ".join(str(error).split())
    if not text and isinstance(error, BaseException):
        text = type(error).__name__
    return text if len(text) <= limit else text[: limit - 3] + "..."
