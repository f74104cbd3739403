# Reads file paths, one per line, on stdin, and measures how fast CPython's
# ast.parse parses them all (best of three rounds; the first round also
# finds the files it cannot parse, which are left out). Prints one JSON
# object: those files, the bytes parsed, and the best time.
import ast
import json
import sys
import time

srcs = []
bad = []
first = 0.0
for line in sys.stdin:
    path = line.rstrip("\n")
    with open(path, "rb") as f:
        src = f.read()
    start = time.perf_counter()
    try:
        ast.parse(src, filename=path)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        bad.append(path)
        continue
    first += time.perf_counter() - start
    srcs.append((path, src))

best = first
for _ in range(2):
    start = time.perf_counter()
    for path, src in srcs:
        ast.parse(src, filename=path)
    best = min(best, time.perf_counter() - start)

print(json.dumps({"unparsable": bad, "bytes": sum(len(s) for _, s in srcs), "seconds": best}))
