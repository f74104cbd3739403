# Reads file paths, one per line, on stdin; for each writes one JSON line
# on stdout with CPython's ast.dump of the file (plain and with positions)
# or the exception ast.parse raised. Used by package oracle.
import ast
import hashlib
import json
import sys


def record(path):
    rec = {"path": path}
    try:
        with open(path, "rb") as f:
            src = f.read()
    except OSError as e:
        rec["error"] = f"{type(e).__name__}: {e}"
        return rec
    rec["sha256"] = hashlib.sha256(src).hexdigest()
    try:
        tree = ast.parse(src, filename=path)
        rec["dump"] = ast.dump(tree)
        rec["dump_pos"] = ast.dump(tree, include_attributes=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError) as e:
        rec["error"] = f"{type(e).__name__}: {e}"
    return rec


def main():
    out = sys.stdout
    for line in sys.stdin:
        path = line.rstrip("\n")
        if path:
            out.write(json.dumps(record(path)))
            out.write("\n")
    out.flush()


main()
