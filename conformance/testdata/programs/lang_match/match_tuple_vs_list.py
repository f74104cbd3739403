for s in [(1, 2), [1, 2], (1, 2, 3), {'a': 1}, 'xy']:
    match s:
        case (1, x) if isinstance(s, list):
            print('list pair', x)
        case (a, b):
            print('pair', a, b, type(s).__name__)
        case [a, *rest]:
            print('longer', a, rest)
        case _:
            print('other', s)
