# krait-run: --allow-import pprint,dataclasses,textwrap
from pprint import pprint, pformat
from dataclasses import dataclass, field
from collections import Counter, OrderedDict, deque, ChainMap, defaultdict, namedtuple
import statistics, random, textwrap, itertools

@dataclass
class Node:
    name: str
    children: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)

tree = Node("root", [Node("a", [Node("a1"), Node("a2", meta={"k": list(range(12))})]), Node("b", meta={"long": "x" * 50})])
pprint(tree)
pprint(tree, width=40)
pprint([tree.children[0]] * 2, depth=2)
print(pformat(Counter("mississippi")), pformat(OrderedDict(a=1, b=[1] * 30)))
pprint(deque(range(30), maxlen=40))
pprint(defaultdict(list, {"x": [1, 2], "y": list(range(25))}))
pprint(ChainMap({"a": 1}, {"b": list(range(20))}))
P = namedtuple("P", "x y")
pprint([P(1, 2)] * 3, width=20)
pprint({"set": set(range(20)), "fs": frozenset("ab"), "bytes": b"x" * 40, "tuple1": (1,), "nested": [[[[1]]]]}, width=50)
c = Counter(a=3, b=3, c=1, d=3)
print(c.most_common(2), c.most_common(), list(c.elements())[:5], c.total(), +c, -Counter(a=-1))
nd = statistics.NormalDist(100, 15)
print(nd, round(nd.cdf(130), 6), round(nd.inv_cdf(0.95), 6), nd.pdf(100) > 0, round(nd.overlap(statistics.NormalDist(110, 10)), 6), nd.quantiles(4))
random.seed(5)
print(random.choices(range(5), cum_weights=[1, 2, 3, 10, 11], k=6), random.sample(["a", "b", "c", "d"], k=2, counts=None) if False else random.sample("abcd", 2))
print(list(itertools.batched(range(7), 3)) if hasattr(itertools, "batched") else "no batched", list(itertools.groupby("aaabccdd"))[0][0])
print([(k, len(list(g))) for k, g in itertools.groupby(sorted("mississippi"))])
print(textwrap.fill("word " * 30, width=33, initial_indent="> ", subsequent_indent=". ", max_lines=4))
