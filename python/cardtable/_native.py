"""_native.py: the compiled module (_cardtable: cffi over libcardtable) and the package's error."""
try:
    from _cardtable import ffi, lib
except ImportError as missing:  # pragma: no cover - a message for an unbuilt checkout
    raise ImportError(
        "cardtable: the extension module _cardtable is not built: run `make python` "
        "(or put build/<type>/python on PYTHONPATH)") from missing

# What each engine status is called on an Error (its .code).
_CODES = {
    lib.CT_ERR_OPTIONS: "options",
    lib.CT_ERR_ILLEGAL: "illegal",
    lib.CT_ERR_OVER: "over",
    lib.CT_ERR_RECORD: "record",
    lib.CT_ERR_LIMIT: "limit",
    lib.CT_ERR_MEMORY: "memory",
}


class Error(ValueError):
    """What the engine refused, with its one-line message; .code says which kind
    ("options", "illegal", "over", "record", "limit", "memory", or "game", "bot",
    "argument" for what the package itself refuses)."""

    def __init__(self, message, code):
        super().__init__(message)
        self.code = code


def text(chars):
    """A C string of the engine as Python text (the engine writes UTF-8)."""
    return ffi.string(chars).decode("utf-8", "replace")


def check(status, err):
    """Raises the engine's error when status is not CT_OK."""
    if status != lib.CT_OK:
        raise Error(text(err.message), _CODES.get(status, "error"))


def as_uint64(value, what):
    """value as a seed (0 .. 2**64 - 1), or an Error naming what it is."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 1 << 64:
        raise Error(f"{what} must be a whole number from 0 to 2**64 - 1, not {value!r}", "argument")
    return value
