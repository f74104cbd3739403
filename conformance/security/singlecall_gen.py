#!/usr/bin/env python3
"""Generate the single-call matrix table (testdata/singlecall/table.txt).

Input: testdata/singlecall/inventory.txt, every public callable a krait
program can reach (written by TestSingleCallInventory with
KRAIT_SINGLECALL_UPDATE=1). For each one this script looks up the same
callable in CPython (python3, the project's oracle), reads its signature
and picks its size-like integer parameters: those whose name says so
(counts, widths, precisions, lengths, exponents, digits, ...) or whose
default is an int. For each such parameter it finds values for the other
required arguments with which CPython accepts the call (a small value in
place of the size), so that the matrix's call with a huge size reaches
the code that sizes things. Callables without such a parameter are
exempted with the signature as the reason. Rows in manual.txt (same
format) are kept as written and take precedence.

Run through `make singlecall-table`.
"""

import builtins
import contextlib
import importlib
import inspect
import io
import itertools
import os
import re
import signal
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "testdata", "singlecall")

SIZE_WORDS = {
    "n", "k", "r", "count", "width", "size", "length", "maxsplit", "ndigits",
    "digits", "prec", "precision", "tabsize", "times", "repeat", "number",
    "maxlen", "indent", "level", "depth", "start", "stop", "step", "i",
    "index", "pos", "endpos", "exp", "exponent", "days", "seconds",
    "microseconds", "milliseconds", "minutes", "hours", "weeks", "nbytes",
    "nbits", "bits", "maxsize", "limit", "cutoff", "lineno", "months",
    "numlines", "lines", "cols", "columns",
    "max_width", "max_lines", "maxlevel", "maxlinelen", "wrapcol", "compact",
    "end", "base", "mod", "power", "shift", "year",
    "month", "day", "hour", "minute", "second", "microsecond", "ordinal",
    "num", "digit",
    # numpy and pandas counts (a pd.cut with bins=10**9 and a frompyfunc
    # with nout=10**9 were Go out-of-memory crashes the table missed).
    "bins", "q", "nin", "nout", "periods", "minlength", "ndmin", "reps",
    "repeats", "sections", "indices_or_sections", "num_rows",
}
# Names that are never sizes even with an int default.
NOT_SIZES = {"flags", "mode", "protocol", "fold", "strict", "reverse"}

SELF = {
    str: '"abc"', bytes: 'b"abc"', bytearray: 'bytearray(b"abc")',
    list: "[3, 1, 2]", tuple: "(3, 1, 2)", dict: '{"a": 1}',
    set: "{3, 1, 2}", frozenset: "frozenset({3, 1, 2})", int: "(7)",
    float: "(2.5)", complex: "(1+2j)", range: "range(5)", bool: "True",
    slice: "slice(1, 5, 2)",
}
CANDIDATES = ['"abc"', "3", "2.5", "[3, 1, 2]", 'b"abc"', "(1, 2)",
              '{"a": 1}', "None", "lambda *a: 1", "1"]
CTOR_ARGS = ["", "[3, 1, 2]", '"abc"', "3", "1, 2", "2000, 1, 2", '"%s"',
             'b"abc"', '{"a": 1}', '"a", ["x", "y"]', "lambda *a: 1"]


# Instances of classes that simple constructor arguments do not build.
INSTANCES = {
    "re.Pattern": 're.compile("a+")',
    "re.Match": 're.match("a+", "aab")',
    "re.Scanner": 're.Scanner([("a", None)])',
    "unicodedata.UCD": "unicodedata.ucd_3_2_0",
    "datetime.timezone": "datetime.timezone.utc",
    "time.struct_time": "time.gmtime(0)",
    "csv.DictWriter": 'csv.DictWriter(io.StringIO(), ["a"])',
}


# numpy's abstract scalar types (instances exist only of their leaves).
NUMPY_ABSTRACT = {"numpy." + n for n in (
    "generic", "number", "integer", "signedinteger", "unsignedinteger",
    "inexact", "floating", "complexfloating", "flexible", "character")}


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


signal.signal(signal.SIGALRM, _alarm)


def trial(expr, ns):
    """Evaluate expr in CPython within 1 s; return None or the exception."""
    signal.setitimer(signal.ITIMER_REAL, 1.0)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            eval(expr, ns)
        return None
    except BaseException as e:  # noqa: BLE001 - any failure is an answer
        return e
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def resolve(name, modules, ns):
    """Return (obj, owner, owner_expr, kind) for an inventory name, or None.

    kind is "func" (called as name), "method" (called on owner_expr), or
    "static" (called on the class)."""
    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        mod = ".".join(parts[:i])
        if mod in modules:
            try:
                obj = importlib.import_module(mod)
            except ImportError:
                return None
            ns[mod.split(".")[0]] = importlib.import_module(mod.split(".")[0])
            rest = parts[i:]
            break
    else:
        if not hasattr(builtins, parts[0]):
            return None
        obj, rest = getattr(builtins, parts[0]), parts[1:]
        mod = None
    owner, owner_expr = None, None
    path = mod
    for j, p in enumerate(rest):
        if not hasattr(obj, p):
            return None
        owner = obj
        obj = getattr(obj, p)
        path = p if path is None else path + "." + p
    if owner is None or not isinstance(owner, type):
        return obj, None, None, "func"
    static = inspect.getattr_static(owner, rest[-1], None)
    if isinstance(static, (classmethod, staticmethod)) or type(static).__name__ == "classmethod_descriptor":
        return obj, owner, name.rsplit(".", 1)[0], "static"
    cls_expr = name.rsplit(".", 1)[0]
    if owner in SELF:
        return obj, owner, SELF[owner], "method"
    if cls_expr in INSTANCES:
        return obj, owner, INSTANCES[cls_expr], "method"
    if (inspect.isabstract(owner) or cls_expr.startswith(("collections.abc.", "numbers.")) or cls_expr in ("abc.ABCMeta", "numbers.ABCMeta", "enum.EnumType", "enum.EnumMeta")
            or cls_expr in NUMPY_ABSTRACT):
        return obj, owner, "abstract", "method"
    import enum
    if issubclass(owner, enum.Enum):
        return obj, owner, "next(iter(%s))" % cls_expr, "method"
    for args in CTOR_ARGS:
        expr = "%s(%s)" % (cls_expr, args)
        if trial(expr, ns) is None:
            return obj, owner, expr, "method"
    return obj, owner, None, "method"


def signature_of(obj, owner_expr, kind, ns):
    target = obj
    if kind == "method" and owner_expr is not None:
        try:
            target = eval(owner_expr + "." + obj.__name__, ns)
        except Exception:  # noqa: BLE001
            pass
    try:
        return inspect.signature(target)
    except (TypeError, ValueError):
        pass
    sig = doc_signature(target)
    if (sig is None or not sig.parameters) and owner_expr is not None and "numpy" in sys.modules:
        # numpy's scalar methods are documented only on ndarray.
        import numpy
        meth = getattr(numpy.ndarray, getattr(obj, "__name__", ""), None)
        if meth is not None:
            sig = doc_signature(meth) or sig
    return sig


def doc_signature(obj):
    """A signature read from the first line of the docstring, for the
    callables CPython gives none ("range(stop) -> range object",
    "S.ljust(width[, fillchar]) -> str"): parameters by name, positional."""
    doc = (getattr(obj, "__doc__", None) or "").strip().splitlines()
    if not doc:
        return None
    first = doc[0]
    lo, hi = first.find("("), first.find(")")
    if lo < 0 or hi < lo:
        return None
    params = []
    depth = 0
    for raw in first[lo + 1:hi].replace("[", ",[").split(","):
        raw = raw.strip()
        optional = raw.startswith("[") or depth > 0
        depth += raw.count("[") - raw.count("]")
        raw = raw.strip("[] ")
        if not raw or raw in ("/", "*", "...") or raw.startswith("*"):
            continue
        name, _, default = raw.partition("=")
        name = name.strip()
        if not name.isidentifier() or any(q.name == name for q in params):
            continue
        d = inspect.Parameter.empty
        if default or optional:
            d = None
            try:
                d = eval(default) if default else None
            except Exception:  # noqa: BLE001
                d = None
        params.append(inspect.Parameter(name, inspect.Parameter.POSITIONAL_ONLY, default=d))
    try:
        return inspect.Signature(params)
    except ValueError:
        return None


def is_size(p):
    if p.name.lower() in NOT_SIZES:
        return False
    if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
        return False
    if isinstance(p.default, int) and not isinstance(p.default, bool) and p.default is not p.empty:
        return True
    return p.name.lower() in SIZE_WORDS


def build_call(callee, sig, size, values, size_text="N"):
    """The call text with size as size_text (N) and values for the other
    parameters."""
    pos, kw = [], []
    vi = iter(values)
    positional_ok = True  # every parameter so far was passed positionally
    names = list(sig.parameters)
    for p in sig.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        if p is size:
            if p.kind != p.KEYWORD_ONLY and positional_ok:
                pos.append(size_text)
            else:
                kw.append(p.name + "=" + size_text)
            continue
        required = p.default is p.empty
        before_pos_only_size = (size.kind == size.POSITIONAL_ONLY and p.kind == p.POSITIONAL_ONLY
                                and names.index(p.name) < names.index(size.name))
        if required or before_pos_only_size:
            v = next(vi, None)
            if v is None:
                return None
            if p.kind == p.KEYWORD_ONLY:
                kw.append(p.name + "=" + v)
            else:
                pos.append(v)
        elif p.kind != p.KEYWORD_ONLY:
            positional_ok = False
    return "%s(%s)" % (callee, ", ".join(pos + kw))


def needed(sig, size):
    n = 0
    names = list(sig.parameters)
    for p in sig.parameters.values():
        if p is size or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        if p.default is p.empty:
            n += 1
        elif size.kind == size.POSITIONAL_ONLY and p.kind == p.POSITIONAL_ONLY and names.index(p.name) < names.index(size.name):
            n += 1
    return n


def find_call(callee, sig, size, ns):
    k = needed(sig, size)
    fallback = None
    for combo in itertools.islice(itertools.product(CANDIDATES, repeat=k), 400):
        text = build_call(callee, sig, size, list(combo))
        if text is None:
            continue
        for small in ("2", "1", "0"):
            err = trial("(lambda N: %s)(%s)" % (text, small), ns)
            if err is None:
                return text
            if fallback is None and not isinstance(err, (TypeError, Timeout)):
                fallback = text
    return fallback


# Zero-size arrays with a huge dimension (issue 14): np.zeros((0, 10**12))
# has size 0, so code that sized a buffer by one of its dimensions after a
# charge of its size crashed the process (take_along_axis, delete, tolist,
# pd.DataFrame). Every numpy and pandas function that takes an array, and
# every method of ndarray and DataFrame, is called with such an array, its
# huge dimension N at each axis position; the rows' PARAM names the
# parameter and the shape ("a:0xN").
ZERO_SHAPES = (("0xN", "(0, N)"), ("Nx0", "(N, 0)"))
ZERO_FUNC_PREFIXES = ("numpy.", "numpy.linalg.", "numpy.fft.", "numpy.char.", "pandas.")
ZERO_RECEIVERS = {"numpy.ndarray": "numpy.zeros(%s)", "pandas.DataFrame": "pandas.DataFrame(numpy.zeros(%s))"}
ZERO_CANDIDATES = ["0", "1", "numpy.zeros((0, N))", "[0]", "lambda *a: 1", '"a"']


def zero_sized(name):
    """Whether name is a numpy/pandas function or a method of an array or
    frame (the callables the zero-size rows cover)."""
    owner, _, leaf = name.rpartition(".")
    if not leaf or leaf.startswith("_") or not leaf[0].islower():
        return False
    return owner + "." in ZERO_FUNC_PREFIXES or owner in ZERO_RECEIVERS


def zero_call(callee, sig, param, ns, z):
    """A call of callee with z in place of param (None: on the receiver)
    that CPython accepts for a small N (or fails on with anything but a
    TypeError), or None."""
    params = [] if sig is None else [p for p in sig.parameters.values()
                                     if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    required = [p for p in params if p.default is p.empty and p is not param]
    fallback = None
    for combo in itertools.islice(itertools.product(ZERO_CANDIDATES, repeat=len(required)), 200):
        if param is None:
            text = "%s(%s)" % (callee, ", ".join(
                (p.name + "=" + v) if p.kind == p.KEYWORD_ONLY else v for p, v in zip(required, combo)))
        else:
            text = build_call(callee, sig, param, list(combo), size_text=z)
        if text is None:
            continue
        err = trial("(lambda N: %s)(2)" % text, ns)
        if err is None:
            return text
        if fallback is None and not isinstance(err, (TypeError, Timeout)):
            fallback = text
    return fallback


def zero_rows(name, modules):
    """The zero-size rows of name."""
    ns = {"io": io}
    r = resolve(name, modules, ns)
    if r is None:
        return []
    obj, owner, owner_expr, kind = r
    import numpy
    ns["numpy"] = numpy
    cls = name.rpartition(".")[0]
    rows = []
    if cls in ZERO_RECEIVERS:
        if kind != "method":
            return []
        try:
            sig = inspect.signature(obj)
            params = list(sig.parameters.values())
            if params and params[0].name == "self":
                sig = sig.replace(parameters=params[1:])
        except (TypeError, ValueError):
            sig = doc_signature(obj)
        for label, shape in ZERO_SHAPES:
            callee = (ZERO_RECEIVERS[cls] % shape) + "." + name.rpartition(".")[2]
            text = zero_call(callee, sig, None, ns, None)
            if text is not None:
                rows.append("call %s self:%s | %s" % (name, label, text))
        return rows
    if kind != "func" or not callable(obj) or isinstance(obj, type) and name.startswith("numpy.") and issubclass(obj, numpy.generic):
        return []
    sig = signature_of(obj, owner_expr, kind, ns)
    if sig is None:
        return []
    positional = [p for p in sig.parameters.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    for p in positional[:2]:
        for label, shape in ZERO_SHAPES:
            text = zero_call(name, sig, p, ns, "numpy.zeros(%s)" % shape)
            if text is not None:
                rows.append("call %s %s:%s | %s" % (name, p.name, label, text))
    return rows


def main():
    # The trials call functions that write files (numpy.save("a", ...)):
    # run them in a directory of their own.
    os.chdir(tempfile.mkdtemp(prefix="singlecall-gen-"))
    inv = [l.strip() for l in open(os.path.join(DATA, "inventory.txt")) if l.strip()]
    modules = set()
    for name in inv:
        parts = name.split(".")
        for i in range(1, len(parts)):
            try:
                importlib.import_module(".".join(parts[:i]))
                modules.add(".".join(parts[:i]))
            except Exception:  # noqa: BLE001
                pass
    manual = {}
    manual_path = os.path.join(DATA, "manual.txt")
    if os.path.exists(manual_path):
        for line in open(manual_path):
            if line.strip() and not line.startswith("#"):
                head = line.split(" | ", 1)[0].split()
                manual.setdefault(head[1], []).append(line.rstrip("\n"))
    out = ["# Generated by singlecall_gen.py from inventory.txt and CPython's signatures",
           "# (make singlecall-table); rows from manual.txt are copied as written.",
           "# call NAME PARAM | EXPR   (N is the huge value)",
           "# exempt NAME | REASON"]
    stats = {"call": 0, "exempt": 0, "manual": 0}
    for name in inv:
        if zero_sized(name):
            rows = zero_rows(name, modules)
            out.extend(rows)
            stats["zero-size"] = stats.get("zero-size", 0) + len(rows)
        if name in manual:
            out.extend(manual[name])
            stats["manual"] += 1
            continue
        ns = {"io": io}
        r = resolve(name, modules, ns)
        if r is None:
            out.append("exempt %s | GAP: not in CPython 3.11 under this name (krait-only), so no signature to read (manual.txt may add a row)" % name)
            stats["exempt"] += 1
            continue
        obj, owner, owner_expr, kind = r
        if owner_expr == "abstract":
            out.append("exempt %s | method of an abstract class (no instances): its mixin code runs on the concrete class's own methods, which are in the matrix" % name)
            stats["exempt"] += 1
            continue
        if kind == "method" and owner_expr is None:
            out.append("exempt %s | GAP: the generator built no instance of its class from simple arguments, so the method is not called (manual.txt may add a row)" % name)
            stats["exempt"] += 1
            continue
        sig = signature_of(obj, owner_expr, kind, ns)
        if sig is None:
            out.append("exempt %s | GAP: CPython gives no signature and its docstring names no parameters, so no size parameter is known (manual.txt may add a row)" % name)
            stats["exempt"] += 1
            continue
        sizes = [p for p in sig.parameters.values() if is_size(p)]
        if not sizes:
            # (object addresses in defaults change from run to run)
            out.append("exempt %s | no size-like integer parameter: %s%s" % (name, name.rsplit(".", 1)[-1], re.sub(r" at 0x[0-9a-f]+", "", str(sig))))
            stats["exempt"] += 1
            continue
        if kind == "method":
            callee = owner_expr + "." + name.rsplit(".", 1)[-1]
        else:
            callee = name
        for p in sizes:
            text = find_call(callee, sig, p, ns)
            if text is None:
                out.append("exempt %s | GAP: parameter %s: the generator found no arguments with which CPython accepts the call" % (name, p.name))
                stats["exempt"] += 1
                continue
            out.append("call %s %s | %s" % (name, p.name, text))
            stats["call"] += 1
    with open(os.path.join(DATA, "table.txt"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(stats, file=sys.stderr)


if __name__ == "__main__":
    main()
