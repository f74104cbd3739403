# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps): the error messages and reprs an agent reads back.
probes = [
    lambda: "total: " + 5,
    lambda: len(5),
    lambda: int("3.7"),
    lambda: float("abc"),
    lambda: {"a": 1}["b"],
    lambda: [1, 2, 3][10],
    lambda: {[1]: 2},
    lambda: None.upper(),
    lambda: (1, 2).append(3),
    lambda: "abc".index("z"),
    lambda: [1, 2].remove(5),
    lambda: dict(a=1).pop("zz"),
    lambda: 1 / 0,
    lambda: 10 % 0,
    lambda: int(None),
    lambda: sum(["a", "b"]),
    lambda: sorted([3, "a", 1]),
    lambda: max([]),
    lambda: "x" * 2.5,
    lambda: [1, 2] + (3,),
    lambda: {1, 2}[0],
    lambda: "abc"[1] == "b" and "abc"[5],
    lambda: next(iter([])),
    lambda: "{} {}".format(1),
    lambda: "{name}".format(nam=1),
    lambda: f"{3.5:d}",
    lambda: round("2.5"),
    lambda: list(range(3))[1:2:0],
    lambda: divmod(1, 0.0),
    lambda: math_sqrt(-1),
    lambda: undefined_variable + 1,
    lambda: (lambda x: x)(),
    lambda: (lambda x: x)(1, 2),
    lambda: dict([(1, 2, 3)]),
    lambda: bytes("é", "ascii"),
    lambda: "é".encode("ascii"),
    lambda: int("12", 1),
    lambda: chr(-1),
    lambda: ord("ab"),
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: tuple(5),
    lambda: object().missing,
    lambda: setattr(1, "x", 2),
    lambda: isinstance(1, "int"),
    lambda: open("/etc/passwd") if False else 1 + [],
]
import math
math_sqrt = math.sqrt
for i, p in enumerate(probes):
    try:
        r = p()
        print(i, "ok", repr(r))
    except Exception as e:
        print(i, type(e).__name__, e)
