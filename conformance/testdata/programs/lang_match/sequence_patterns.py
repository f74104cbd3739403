def describe(seq):
    match seq:
        case []:
            return 'empty'
        case [x]:
            return f'one: {x}'
        case [x, y]:
            return f'two: {x},{y}'
        case [first, *middle, last]:
            return f'first={first} middle={middle} last={last}'
for s in [[], [1], (1, 2), [1, 2, 3, 4], 'ab', range(3)]:
    print(describe(s))
