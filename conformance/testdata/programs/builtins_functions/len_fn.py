print(len(''), len('日本'), len([1, [2, 3]]), len({}), len({1: 2}), len(range(10)), len(range(0, 10, 3)), len(b'ab'), len(frozenset()), len((None,)))
