# krait-run: --allow-import functools
from functools import singledispatch
@singledispatch
def describe(x):
    return f'object {x!r}'
@describe.register(int)
def _(x):
    return f'int {x}'
@describe.register(list)
def _(x):
    return f'list of {len(x)}'
def describe_str(x):
    return 'str ' + x.upper()
describe.register(str, describe_str)
print(describe(5), describe(True), describe([1, 2]), describe('ab'), describe(2.5), describe(None))
class Base:
    pass
class Child(Base):
    pass
describe.register(Base, lambda x: 'a Base')
print(describe(Child()), describe(Base()))
print(describe.dispatch(bool) is describe.dispatch(int), describe.dispatch(float) is describe.registry[object])
print(sorted(k.__name__ for k in describe.registry))
try:
    describe()
except TypeError as e:
    print(e)
try:
    describe.register(5)
except TypeError as e:
    print(e)
