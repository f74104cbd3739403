tests = [lambda: len(5), lambda: 'a' * 'b', lambda: [1] + (2,), lambda: {}[[]], lambda: int(None), lambda: sorted([1, 'a']), lambda: 1 < 'a', lambda: abs('x')]
for t in tests:
    try:
        t()
    except TypeError as e:
        print('TypeError:', e)
