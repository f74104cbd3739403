# attack: exceptions chained implicitly (__context__) by a handler that raises, each with its own 90 kB message (27 MB of traceback in CPython), the first one raised from an exception whose __str__ returns 1 MB (issue 14 class 6)
# limits: ops=1e8 memory=64MiB
# expect: python RuntimeError
# max-report: 4200000
class Big(Exception):
    def __str__(self):
        return 'y' * 10**6
def f(n):
    try:
        if n == 0:
            raise Big()
        f(n - 1)
    except Exception:
        raise RuntimeError(str(n) * 30000)
f(300)
