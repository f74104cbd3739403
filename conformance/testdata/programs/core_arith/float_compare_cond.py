# Float comparisons used as conditions (if/while/ternary), with nan,
# signed zeros, infinities and mixed int/float operands.
nan, inf = float('nan'), float('inf')
pairs = [(1.5, 2.5), (2.5, 1.5), (1.0, 1.0), (nan, 1.0), (1.0, nan), (nan, nan),
         (-0.0, 0.0), (inf, 1e308), (-inf, -inf), (1.0, 1), (2 ** 53 + 1, float(2 ** 53)),
         (float(2 ** 53), 2 ** 53 + 1), (True, 1.0), (0.1 + 0.2, 0.3)]
for a, b in pairs:
    r = []
    if a < b:
        r.append("<")
    if a <= b:
        r.append("<=")
    if a > b:
        r.append(">")
    if a >= b:
        r.append(">=")
    if a == b:
        r.append("==")
    if a != b:
        r.append("!=")
    print(repr(a), repr(b), r)
x, n = 0.0, 0
while x < 1.0:
    x += 0.1
    n += 1
print(n, x, "big" if x > 1.0 else "small")
