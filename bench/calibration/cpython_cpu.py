"""Print each program's CPython CPU time (best of 3, in process) as
"path<TAB>seconds": the other half of the budget calibration
(go run ./bench/cmd/calibrate prints krait's operations; docs/security.md).
"""
import contextlib
import io
import sys
import time

for p in sys.argv[1:]:
    code = compile(open(p).read(), p, "exec")
    best = 1e9
    for _ in range(3):
        g = {"__name__": "__main__"}
        t = time.process_time()
        with contextlib.redirect_stdout(io.StringIO()):
            exec(code, g)
        best = min(best, time.process_time() - t)
    print(f"{p}\t{best:.4f}")
