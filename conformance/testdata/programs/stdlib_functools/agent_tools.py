# krait-run: --allow-import functools
import functools
calls = []
def tool(name):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            calls.append((name, args, tuple(sorted(kwargs.items()))))
            return fn(*args, **kwargs)
        wrapper.tool_name = name
        return wrapper
    return deco
@tool("adder")
def add(a, b=0):
    """Add two numbers."""
    return a + b
print(add(1, 2), add(5, b=3), add.__name__, add.__doc__, add.tool_name, calls)
@functools.lru_cache(maxsize=2)
def fetch(url):
    calls.append(url)
    return len(url)
for u in ["a", "bb", "a", "ccc", "a", "bb"]:
    fetch(u)
print(fetch.cache_info(), calls[-4:])
fetch.cache_clear()
print(fetch.cache_info())
power = functools.partial(pow, exp=2)
print(power(5), power(base=3), power.func is pow, power.args, power.keywords)
p2 = functools.partial(functools.partial(max, 0), 10)
print(p2(5), p2.args)
@functools.singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register(int)
def _(x):
    return f"int {x}"
@describe.register(list)
def _(x):
    return "list of " + ", ".join(describe(i) for i in x)
print(describe(3), describe("s"), describe([1, "a", [2]]), describe(True))
print(functools.reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
try:
    functools.reduce(lambda a, b: a, [])
except TypeError as e:
    print("TypeError", e)
@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
vs = [Version("1.10"), Version("1.2"), Version("1.2.1")]
print(sorted(vs), max(vs), Version("2.0") >= Version("1.9"), Version("1.0") > Version("1.0"))
print(sorted(["b", "A", "c"], key=functools.cmp_to_key(lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))
