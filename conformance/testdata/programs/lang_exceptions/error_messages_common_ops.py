tup = (1, 2)
tests = [lambda: [1, 2] + None, lambda: None + [1], lambda: {} + [], lambda: 'a' - 'b', lambda: [] * 1.5,
         lambda: -'a', lambda: len(), lambda: 'abc'.upper(1), lambda: [].append(), lambda: {}.get(),
         lambda: tup(3), lambda: 1 < 'a', lambda: 'a' >= [], lambda: [1] > (1,)]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
