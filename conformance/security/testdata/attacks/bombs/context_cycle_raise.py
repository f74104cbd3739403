# attack: two exceptions made each other's __context__ by assignment, then one raised while the other is handled: implicit chaining walked the context chain for a cycle with a plain loop, which never ended on a cycle made beforehand and polled no clock, so the run outlived its time limit (found in session 3 of issue 16); the walk now stops on a pre-existing cycle as CPython's does
# limits: ops=1e6 memory=64MiB time=5s
# expect: python TypeError
# message: t
a = ValueError("a")
b = KeyError("b")
a.__context__ = b
b.__context__ = a
try:
    raise a
except ValueError:
    raise TypeError("t")
