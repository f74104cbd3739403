# xfail: 3-arg pow messages for non-int operands
vals = [3, -2.5, 1j, True, 'a', [1], None, {1}]
for a in vals:
    row = []
    for f in [lambda x: -x, lambda x: +x, lambda x: ~x, lambda x: abs(x), lambda x: x ** 2, lambda x: 2 ** x, lambda x: pow(x, 2, 5)]:
        try:
            row.append(repr(f(a)))
        except (TypeError, ValueError) as e:
            row.append(type(e).__name__ + ':' + str(e))
    print(repr(a), row)
