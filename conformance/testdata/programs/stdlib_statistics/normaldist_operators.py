from statistics import NormalDist

a = NormalDist(10, 2)
b = NormalDist(5, 1.5)
print(a + b, a - b, a + 3, 3 + a, a - 3, 3 - a)
print(a * 2, 2 * a, a / 4, +a, -a, a * -1, a / -2)
print(a + a, a - a, NormalDist(1, 0) + NormalDist(2, 0))
print(a == b, a == NormalDist(10, 2), a != b, a == 3, hash(a) == hash(NormalDist(10, 2)))
print(hash(NormalDist(1.5, 2.5)) == hash((1.5, 2.5)))
for label, f in [("a*b", lambda: a * b), ("a/b", lambda: a / b), ("2/a", lambda: 2 / a),
                 ("a+'x'", lambda: a + "x"), ("a<b", lambda: a < b), ("a/0", lambda: a / 0)]:
    try:
        print(label, f())
    except (TypeError, ZeroDivisionError) as e:
        print(label, type(e).__name__, e)

class N2(NormalDist):
    pass

n2 = N2(1, 2)
print(repr(n2), repr(n2 + 1), type(n2 + 1).__name__, type(-n2).__name__, type(N2.from_samples([1, 2, 3])).__name__)
print(str(a), NormalDist(-0.0, 1), NormalDist(True, 2), NormalDist("1", 2))
