# traceback: full
# Chains of +: strs are concatenated once, everything else adds node by
# node; order of evaluation, errors and identities as in CPython.
log = []


def f(x):
    log.append(x)
    return x


words = ["alpha", "beta", "", "gamma"]
out = []
for i, w in enumerate(words):
    out.append(w.upper() + "-" + str(i) + " ")
    out.append(f(w) + "|" + f(w) + f("|"))
print(out, log)

e = ""
s = "abc"
print(e + s + "" is s, "" + e + s is s, s + e + "" is s, len(e + "" + e))
print(repr("a" + "b" + "c"), "é" + "ß" + "x" + "€", len("é" + "ß" + "x" + "€"))

# Numbers and mixed types keep their node-by-node meaning.
print(1 + 2 + 3, 1 + 2.5 + 3, 2**62 + 2**62 + 2**62, 0.1 + 0.2 + 0.3, True + True + 1)
print(str(1 + 2 + 3) + "!" + str(0.1 + 0.2 + 0.3), "".join([str(i) + ":" + str(i * 1.5 + 1) for i in range(3)]))
print([1] + [2] + [3], (1,) + (2,) + (), b"a" + b"b" + b"c")


class S(str):
    def __add__(self, other):
        return S("".join([self, other]) + "!")


print(repr(S("a") + "b" + "c"), repr("a" + "b" + S("c") + "d"))


class R:
    def __radd__(self, other):
        return "R(" + other + ")"


print("x" + "y" + R(), "x" + "y" + R() + "z")

# A long chain (more parts than a chain holds at once).
parts = [str(i) for i in range(40)]
p = parts
long = ("<" + p[0] + p[1] + p[2] + p[3] + p[4] + p[5] + p[6] + p[7] + p[8] + p[9] + p[10] + p[11]
        + p[12] + p[13] + p[14] + p[15] + p[16] + p[17] + p[18] + p[19] + p[20] + p[21] + p[22] + ">")
print(long, long == "<" + "".join(parts[:23]) + ">")

# Building in a loop: s = s + a + b appends.
acc = ""
for i in range(300):
    acc = acc + str(i % 10) + ","
print(len(acc), acc[:20], acc[-10:])

# Errors name the node that failed, after the operands before it ran.
log.clear()
for case in range(4):
    try:
        if case == 0:
            r = f("a") + "-" + f(1) + f("c")
        elif case == 1:
            r = f(1) + f(2) + "x"
        elif case == 2:
            r = f("a") + "" + f(None)
        else:
            r = f("a") + f("b") + "c" + f([])
    except TypeError as exc:
        print(case, type(exc).__name__, exc, log)
        log.clear()


def bad():
    return "a" + "b" + "c" + 5 + "d"


bad()
