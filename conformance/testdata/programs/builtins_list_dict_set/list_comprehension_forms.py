print([x * y for x in range(3) for y in range(x)], [x for x in range(10) if x % 2 if x % 3], [[c for c in w] for w in ['ab', 'c']], {x % 3 for x in range(10)}, {k: v for k, v in zip('ab', 'xy')})
