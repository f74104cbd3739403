d = {"b": 2, "a": 1}
d["c"] = 3
d.update({"a": 10}, d=4)
print(d, list(d), list(d.values()), list(d.items())[0])
print(d.get("z"), d.get("z", 0), d.setdefault("e", 5), d.setdefault("a", 99), d)
print(d.pop("b"), d.pop("zz", "default"), "b" in d, len(d))
print(d.popitem(), d)
print({k: v for k, v in sorted(d.items(), key=lambda kv: kv[1])}, dict(sorted(d.items())))
print(dict.fromkeys("abc", 0), dict(zip(range(3), "xyz")), dict([("k", 1)], extra=2))
inverted = {v: k for k, v in d.items()}
print(inverted)
ks = d.keys()
d["new"] = 1
print(ks, ks & {"a", "new"} == {"a", "new"}, sorted(ks - {"a"}), d.items() >= {("a", 10)})
nested = {"x": {"y": {"z": 1}}}
nested["x"]["y"]["w"] = 2
print(nested, nested["x"].get("q", {}).get("r"))
counts = {}
for ch in "abracadabra":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts, key=lambda k: (-counts[k], k)))
print({**{"a": 1}, **{"a": 2, "b": 3}}, {"a": 1} | {"b": 2}, list(reversed({"x": 1, "y": 2})))
m = {1: "int", 1.0: "float", True: "bool"}
print(m, {(1, 2): "tuple key"}[(1, 2)], {frozenset([1]): 1})
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
for k in list(d):
    if k.startswith("n"):
        del d[k]
print(d, d == {"a": 10, "c": 3, "d": 4, "e": 5} if False else sorted(d.items()))
try:
    for k in d:
        d[k + "!"] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
print(d["missing"])
