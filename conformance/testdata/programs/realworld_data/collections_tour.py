# krait-run: --allow-import functools,textwrap
from collections import Counter, defaultdict, OrderedDict, ChainMap, deque, namedtuple
import itertools, functools, textwrap
c1 = Counter("hello world")
c2 = Counter({"l": 1, "o": 5, "z": 2})
print(c1 & c2, c1 | c2, c1 - c2, c2 - c1, c1 == Counter(c1), c1 > Counter("lo"))
c1.subtract("lll"); c1.update(["x", "x"], y=3)
print(c1, c1["missing"], sorted(c1.items())[:3], Counter(a=0, b=-1) + Counter(), dict(Counter("aab")))
dd = defaultdict(lambda: defaultdict(int))
dd["a"]["x"] += 1; dd["b"]["y"] += 2
print({k: dict(v) for k, v in dd.items()}, "c" in dd, len(dd), dd["c"]["z"], len(dd))
od = OrderedDict.fromkeys("abc", 0)
od.move_to_end("a"); od["d"] = 4
print(od, list(od.keys()), od == {"b": 0, "c": 0, "a": 0, "d": 4}, od == OrderedDict([("b", 0), ("c", 0), ("a", 0), ("d", 4)]))
print(list(reversed(od)), od.popitem(last=False), dict(od))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
cm["c"] = 4
print(cm, cm["a"], cm["b"], list(cm), cm.maps, cm.new_child({"a": 0})["a"], cm.parents)
Emp = namedtuple("Emp", ["name", "role"], rename=True)
E2 = namedtuple("E2", "a def class", rename=True)
print(Emp("x", "y"), E2._fields, Emp("a", "b") == ("a", "b"), Emp(*"pq")._asdict())
print(list(itertools.islice(itertools.count(1, 0.5), 4)), list(itertools.chain([1], (2,), {3: 0})), list(itertools.repeat(None, 2)))
print(functools.reduce(lambda acc, kv: acc + kv[1], {"a": 1, "b": 2}.items(), 0), functools.partial(max, default=0)([]))
print(textwrap.dedent("""\
    Hello
      indented
    back"""), textwrap.fill("a " * 40, 20).count("\n"))
d = deque(maxlen=3)
for i in range(6):
    d.append(i)
print(d, d.maxlen, deque("abc") + deque("de"), deque([1, 2]) * 2, 2 in deque([1, 2]))
