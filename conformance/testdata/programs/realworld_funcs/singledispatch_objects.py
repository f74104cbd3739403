# krait-run: --allow-import functools
from functools import singledispatch
@singledispatch
def describe(x):
    return "object"
class IntImpl:
    x: int
    def __call__(self, v):
        return f"int impl {v}"
describe.register(IntImpl())
print(describe(3), describe("s"), describe(True))
@describe.register(float)
@describe.register(complex)
def _(v):
    return f"number {v}"
print(describe(2.5), describe(1j), describe.dispatch(bool).__name__ if False else "", sorted(t.__name__ for t in describe.registry))
try:
    describe.register(lambda v: v)
except TypeError as e:
    print(str(e)[:40])
