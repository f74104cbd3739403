# CPython's side of the per-call latency measurement: exec(compile(src))
# of the agent snippet in one namespace, 1,000 calls per round; prints the
# median microseconds per call over the rounds (argv: snippet file, rounds).
import io
import sys
import time
import contextlib

src = open(sys.argv[1]).read()
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
ns = {}
per_call = []
sink = io.StringIO()
with contextlib.redirect_stdout(sink):
    for _ in range(rounds):
        t0 = time.perf_counter()
        for _ in range(1000):
            exec(compile(src, "<code>", "exec"), ns)
        per_call.append((time.perf_counter() - t0) / 1000 * 1e6)
        sink.seek(0)
        sink.truncate()
per_call.sort()
print("%.2f" % per_call[len(per_call) // 2])
