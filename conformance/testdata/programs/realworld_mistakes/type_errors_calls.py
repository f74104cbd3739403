def greet(name, greeting="Hello", *, punct="!"):
    return f"{greeting}, {name}{punct}"

print(greet("Ann"), greet("Bob", "Hi"), greet(name="Cy", punct="?"))
tests = [
    lambda: greet(),
    lambda: greet("a", "b", "c"),
    lambda: greet("a", punctuation="."),
    lambda: greet("a", name="b"),
    lambda: len(),
    lambda: "abc".split(1),
    lambda: int([1]),
    lambda: sorted([1, 2], lambda x: x),
    lambda: {}.get(),
    lambda: max(),
    lambda: abs("x"),
    lambda: round("1.5"),
    lambda: "x".join([1, 2]),
    lambda: list(5),
    lambda: dict([1, 2]),
    lambda: range(1.5),
    lambda: [1, 2, 3][float(1)],
    lambda: "abc"[None:"x"],
    lambda: (lambda: None)()(),
    lambda: int(5)(),
    lambda: iter(5),
    lambda: next([1]),
    lambda: hash([]),
    lambda: int("12", base=40),
    lambda: chr(-1),
    lambda: ord("ab"),
    lambda: divmod(1, 0),
    lambda: pow(2, 3, 0),
    lambda: "%d" % "x",
    lambda: "{0}{1}".format("a"),
    lambda: "{x}".format(y=1),
]
for i, t in enumerate(tests):
    try:
        t()
        print(i, "no error")
    except Exception as e:
        print(i, type(e).__name__, e)
