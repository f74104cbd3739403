# krait-run: --allow-import functools,operator
from functools import reduce, partial, cmp_to_key, singledispatch, cached_property, total_ordering, lru_cache
import operator

print(reduce(operator.add, range(1, 11)), reduce(lambda a, b: a * b, [1, 2, 3, 4], 10), reduce(max, [3, 9, 2]))
pow2 = partial(pow, 2)
print([pow2(i) for i in range(8)], pow2.func is pow, pow2.args)
int_base2 = partial(int, base=2)
print(int_base2("1011"), int_base2.keywords)

def compare_versions(a, b):
    pa, pb = [int(x) for x in a.split(".")], [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)
versions = ["1.10.0", "1.2.9", "1.2.10", "0.9", "1.2"]
print(sorted(versions, key=cmp_to_key(compare_versions)))
print(sorted(versions))

@singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register(int)
def _(x):
    return f"int {x:+d}"
@describe.register(list)
def _(x):
    return f"list of {len(x)}: " + ", ".join(describe(i) for i in x)
@describe.register(str)
def _(x):
    return f"str {x.upper()!r}"
print(describe(5), "|", describe("hi"), "|", describe([1, "a", 2.5]), "|", describe(None), "|", describe(True))

class Report:
    def __init__(self, data):
        self.data = data
        self.computed = 0
    @cached_property
    def total(self):
        self.computed += 1
        return sum(self.data)
r = Report([1, 2, 3])
print(r.total, r.total, r.computed)
r.data.append(10)
print(r.total)
del r.total
print(r.total, r.computed)

@lru_cache(maxsize=2)
def sq(x):
    print(f"  computing {x}")
    return x * x
for x in [1, 2, 1, 3, 1, 2]:
    sq(x)
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info())
print(list(map(operator.itemgetter(1), [(1, "a"), (2, "b")])), operator.attrgetter("real")(3 + 4j), operator.methodcaller("split", ",")("a,b"))
