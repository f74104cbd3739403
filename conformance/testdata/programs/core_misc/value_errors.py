tests = [lambda: int('abc'), lambda: float('x'), lambda: [1].index(5), lambda: 'abc'.index('z'), lambda: chr(-1), lambda: int('12', 1)]
for t in tests:
    try:
        t()
    except ValueError as e:
        print('ValueError:', e)
