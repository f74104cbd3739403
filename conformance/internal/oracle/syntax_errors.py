# Reads a JSON list of hex-encoded sources on stdin; for each, writes what
# ast.parse raises (type, message and location) as one JSON line on stdout,
# or {"type": null, "dump": ast.dump(tree)} when the source parses. Used by
# package oracle. A source is parsed as text when it is valid UTF-8 (as
# krait's callers pass it): CPython reports the parser's offsets in
# characters then, and in UTF-8 bytes for a bytes source.
import ast
import json
import sys


def report(src):
    try:
        tree = ast.parse(src)
    except SyntaxError as e:
        return {
            "type": type(e).__name__,
            "msg": e.msg,
            "lineno": e.lineno,
            "offset": e.offset,
            "end_lineno": e.end_lineno,
            "end_offset": e.end_offset,
            "text": e.text,
        }
    except Exception as e:
        return {"type": type(e).__name__, "msg": str(e)}
    return {"type": None, "dump": ast.dump(tree, include_attributes=True)}


def source(h):
    b = bytes.fromhex(h)
    try:
        return b.decode("utf-8")
    except UnicodeDecodeError:
        return b


for h in json.load(sys.stdin):
    sys.stdout.write(json.dumps(report(source(h))) + "\n")
