def f(s):
    match s:
        case [*rest, 0]:
            return ('ends 0', rest)
        case [0, *_]:
            return 'starts 0'
        case [_, _, *_]:
            return 'two+'
        case _:
            return 'small'
print(f([1, 2, 0]), f([0, 5]), f([7, 8, 9]), f([3]), f('abc'))
