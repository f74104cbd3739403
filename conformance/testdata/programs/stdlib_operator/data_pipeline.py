# krait-run: --allow-import functools,operator
import operator
from operator import itemgetter, attrgetter, methodcaller
rows = [{"name": "ann", "dept": "eng", "salary": 120}, {"name": "bob", "dept": "ops", "salary": 95}, {"name": "cy", "dept": "eng", "salary": 105}]
print(sorted(rows, key=itemgetter("dept", "salary")))
print(list(map(itemgetter("name"), rows)), itemgetter(1)("abc"), itemgetter(slice(1, 3))([1, 2, 3, 4]), itemgetter(0, -1)("hello"))
class Emp:
    def __init__(self, name, boss=None):
        self.name, self.boss = name, boss
    def greet(self, greeting, punct="!"):
        return f"{greeting}, {self.name}{punct}"
emp = Emp("dee", Emp("eve"))
print(attrgetter("name")(emp), attrgetter("boss.name")(emp), attrgetter("name", "boss.name")(emp))
print(methodcaller("greet", "hi")(emp), methodcaller("greet", "yo", punct="?")(emp), methodcaller("upper")("abc"))
print(repr(itemgetter(1, "a")), repr(attrgetter("x.y")), repr(methodcaller("f", 1, k=2)))
import functools
print(functools.reduce(operator.mul, range(1, 7)), functools.reduce(operator.add, ["a", "b", "c"]), functools.reduce(operator.or_, [{1}, {2}, {1, 3}]))
print(operator.truediv(7, 2), operator.floordiv(7, 2), operator.mod(-7, 3), operator.pow(2, 10), operator.neg(5), operator.not_(0), operator.truth([]))
print(operator.contains([1, 2], 2), operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"), operator.concat([1], [2]), operator.is_(None, None), operator.is_not(1, None))
d = {"a": 1}
operator.setitem(d, "b", 2)
operator.delitem(d, "a")
print(d, operator.getitem(d, "b"), operator.length_hint([1, 2, 3]), operator.index(7))
x = [1]
x = operator.iadd(x, [2])
print(x, operator.lt(1, 2), operator.ge("b", "a"), operator.eq(1, 1.0), operator.and_(6, 3), operator.xor(6, 3), operator.lshift(1, 4), operator.inv(5))
try:
    itemgetter("missing")({})
except KeyError as e:
    print("KeyError", e)
try:
    attrgetter("nope")(emp)
except AttributeError as err:
    print("AttributeError", err)
