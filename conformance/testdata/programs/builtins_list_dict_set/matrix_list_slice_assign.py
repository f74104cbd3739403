for s, v in [((1, 3, None), ['x']), ((None, None, None), []), ((0, 0, None), [1, 2]), ((None, None, 2), 'abcde'), ((-2, None, None), range(3)), ((8, 2, -3), 'xy')]:
    l = list(range(10))
    try:
        l[slice(*s)] = v
        print(s, l)
    except ValueError as e:
        print(s, 'VE:', e)
