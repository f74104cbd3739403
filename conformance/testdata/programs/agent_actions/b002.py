# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps): the error messages and reprs an agent reads back.
data = {"name": "widget", "dims": [1.5, 2.25, 3.0], "meta": {"ok": True, "tags": ("a", "b"), "none": None}, "ratio": 1 / 3, "big": 10 ** 20, "neg": -0.0}
print(data)
print(repr(data["ratio"]), str(1e21), 1e-5, 123456789.0, 1.0e16, 2 ** 0.5, float(10 ** 17), 0.1 * 3, 100.0, -1e-320)
print([1.10, 2.50, 3.0], (1,), set(), {1: {2: {3: []}}}, frozenset({1}), {"k": "it's"}, 'say "hi"', "both ' and \"")
print(3 + 4j, complex(0, -1), 1j ** 2, range(2, 10, 3), slice(1, 5), type(data), type(len), len)
import datetime
print(datetime.date(2024, 1, 2), repr(datetime.date(2024, 1, 2)), datetime.timedelta(days=1, seconds=5), repr(datetime.timedelta(hours=36)))
print(repr(datetime.datetime(2024, 1, 2, 3, 4, 5, 600)), datetime.datetime(2024, 1, 2, 3, 4))
class P:
    pass
print(str(P)[:16], repr(ValueError("x")), str(KeyError("k")), repr(KeyError("k")), ValueError(), ValueError(1, 2))
print(True + True, bool("False"), None is None, 5 > 3 > 1, [] == [], [] is [], 0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == 0.3)
