# Built-in types' slot dunders called directly, as CPython's slot wrappers.
# krait-run: --allow-import functools,operator
import functools, itertools, operator

it = iter([1, 2, 3])
print(it.__next__(), next(it), it.__iter__() is it)
print(list(it), end=" ")
try:
    it.__next__()
except StopIteration as e:
    print("StopIteration", repr(e))

def gen():
    yield "a"
    yield "b"
g = gen()
print(g.__next__(), g.__iter__() is g, list(g))
print((x * 2 for x in range(3)).__next__())
for obj in [iter("ab"), iter((5, 6)), iter(range(3)), iter({7: 8}), iter({9}), iter(b"z"),
            enumerate("q"), zip([1], [2]), map(str, [3]), filter(None, [0, 4]), reversed([1, 2]),
            iter({1: 2}.items()), iter({1: 2}.values()), itertools.count(5), itertools.chain([1], [2]),
            itertools.islice("xyz", 1, None), itertools.cycle("c")]:
    print(type(obj).__name__, obj.__next__())

print((1).__add__(2), (1).__add__(1.5), (1.5).__add__(1), (1.5).__radd__(2), (2).__radd__(3.0))
print((7).__sub__(2), (7).__rsub__(2), (7).__mul__(3), (7).__truediv__(2), (7).__floordiv__(2), (7).__mod__(4))
print((2).__pow__(10), (2).__pow__(10, 1000), (2).__rpow__(3), (2.0).__pow__(0.5))
print((6).__and__(3), (6).__or__(3), (6).__xor__(3), (1).__lshift__(4), (256).__rshift__(4), (6).__rand__(3))
print((5).__neg__(), (5).__pos__(), (5).__invert__(), (-5).__abs__(), (-2.5).__abs__(), (3j).__abs__())
print(True.__add__(True), True.__and__(False), (1).__add__(True), (1j).__add__(1), (1).__add__(1j))
print((1).__lt__(2), (2).__ge__(2), (1).__lt__(1.5), (1.5).__lt__(2), (1.5).__eq__(1.5), (1j).__lt__(2j), (1j).__eq__(1j))
print("a".__add__("b"), "ab".__mul__(3), "ab".__rmul__(2), "%s-%d".__mod__(("x", 4)), "x".__rmod__(3), "a".__lt__("b"), "a".__lt__(1))
print([1].__add__([2]), [1].__mul__(2), [1].__rmul__(3), (1,).__add__((2,)), (1,).__mul__(2), b"a".__add__(b"b"))
print({1, 2}.__and__({2}), {1}.__or__({2}), {1, 2}.__sub__({1}), {1}.__xor__({2}), {1}.__or__([2]), frozenset([1]).__or__({3}))
print({1: 2}.__or__({3: 4}), {1: 2}.__or__([]), {1: 2}.keys().__and__({1}), {1: 2}.items().__len__(), {1: 2}.keys().__contains__(1))
print(range(3).__reversed__().__next__(), {1: 2, 3: 4}.__reversed__().__next__(), {1: 2}.values().__reversed__().__next__())
x = [1]
print(x.__iadd__([2]) is x, x, x.__imul__(2), x)
s = {1}
print(s.__ior__({2}), s.__iand__({2}), s.__ior__([3]), s.__isub__({2}), s)
d = {1: 2}
print(d.__ior__({3: 4}), d)
ba = bytearray(b"a")
print(ba.__iadd__(b"b"), ba.__imul__(2))
print(functools.reduce(int.__add__, [1, 2, 3]), sorted([3, 1, 2], key=int.__neg__), list(map(str.__add__, "ab", "cd")))
print(int.__add__(3, 4), float.__mul__(1.5, 2), str.__mul__("-", 3), list.__add__([1], [2]), object.__lt__(1, 2), object.__eq__(1, 1))
print(len.__call__([1, 2]), (lambda a: a + 1).__call__(1), print.__call__("called"), [].append.__call__(1))
print(len("abc".__iter__().__next__()), operator.length_hint(iter([1, 2]), 9) in (2, 9))
class L(list):
    def __add__(self, other):
        return "L+" + str(super().__add__(other))
    def __iadd__(self, other):
        r = super().__iadd__(other)
        return ("iadd", r is self, list(r))
print(L([1]) + [2], L([1]).__iadd__([5]))
class N(int):
    def __lt__(self, other):
        return ("N<", super().__lt__(other))
print(N(1) < 2, N(1).__gt__(0))
for bad in [lambda: [1].__add__((2,)), lambda: "a".__add__(1), lambda: "a".__mul__(1.5), lambda: (1,).__add__([1]),
            lambda: int.__add__("a", 1), lambda: (1).__add__(), lambda: iter([]).__next__(1), lambda: (1).__neg__(2)]:
    try:
        print("ok", bad())
    except Exception as e:
        print(type(e).__name__, e)
print(hasattr(iter([]), "__next__"), hasattr([], "__next__"), hasattr(1, "__sub__"), hasattr("a", "__sub__"), hasattr(len, "__call__"), hasattr(1, "__call__"))
print((1).__add__("a"), [].__lt__(()), (1).__eq__(1.0), None.__eq__(None), None.__lt__(None))
