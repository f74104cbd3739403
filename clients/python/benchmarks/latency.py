"""Round-trip latency of KraitExecutor, over stdio and over HTTP on
loopback: median and 99th percentile of N runs of an agent snippet, and
of a snippet calling one tool (answered at once). upgraded is an HTTP
connection upgraded to the stdio protocol's lines (what url= uses when the
server offers it); http is the plain HTTP API, sending tool results in the
run's request body, http-post as requests of their own.

    PYTHONPATH=clients/python python3 clients/python/benchmarks/latency.py bin/krait [N]
"""

import os
import re
import signal
import statistics
import subprocess
import sys
import time

from krait_client import KraitExecutor

SNIPPET = "total = sum(n * n for n in range(100))\nprint(total)\n"


def measure(ex, code, n):
    ex(code)  # warm up
    durs = []
    for _ in range(n):
        start = time.perf_counter()
        ex(code)
        durs.append(time.perf_counter() - start)
    durs.sort()
    return statistics.median(durs) * 1e6, durs[len(durs) * 99 // 100] * 1e6


def main():
    binary = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], stderr=subprocess.PIPE, encoding="utf-8")
    url = re.search(r"(http://\S+)", server.stderr.readline()).group(1)
    try:
        for name, kw in [("stdio", {"krait_binary": binary}), ("upgraded", {"url": url}),
                         ("http", {"url": url, "upgrade": False}), ("http-post", {"url": url, "upgrade": False})]:
            ex = KraitExecutor(**kw)
            if name == "http-post":
                # As with a server without tool_results_in_body: each
                # tool result is a request of its own.
                ex._transport._features = []
            ex.send_tools({"lookup": lambda key: "v"})
            for label, code in [("snippet", SNIPPET), ("tool call", "x = lookup('k')\nprint(x)\n"), ("no call", "x = 'v'\nprint(x)\n")]:
                p50, p99 = measure(ex, code, n)
                print("%-9s %-10s p50 %7.1f µs  p99 %8.1f µs" % (name, label, p50, p99))
            ex.cleanup()
    finally:
        server.send_signal(signal.SIGINT)
        server.wait()


if __name__ == "__main__":
    main()
