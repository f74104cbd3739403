# Lists, tuples, dicts and sets.
xs = [3, 1, 2]
xs.append(5)
xs.extend([0, 4])
xs.insert(1, 9)
print(xs, len(xs), xs.pop(), xs.pop(0), xs)
xs.sort()
print(xs, xs.index(5), xs.count(1), xs[1:3])
xs.remove(9)
del xs[0]
print(xs, xs + [7], xs * 2, 2 in xs)
t = (1, "a", 2.5)
a, b, c = t
print(t, a, b, c, t[1:], len(t), (1,) + (2,))
first, *rest = [1, 2, 3, 4]
print(first, rest)
d = {"b": 2, "a": 1}
d["c"] = 3
print(d, d["a"], d.get("z"), d.get("z", 0), list(d.keys()), list(d.values()))
print(sorted(d.items()), "a" in d, d.pop("b"), d)
d.update({"x": 9}, y=8)
print(d, d.setdefault("a", 100), d.setdefault("new", []))
s = {1, 2, 3}
s.add(4)
s.discard(1)
print(s, s | {10}, s & {2, 3, 99}, s - {2}, {1, 2} ^ {2, 3}, len(s))
print(list({3: "c", 1: "a"}), dict(zip("ab", [1, 2])), dict.fromkeys("xy", 0))
