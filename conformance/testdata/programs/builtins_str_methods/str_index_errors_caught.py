for args in [('x',), ('a', 5), ('', 10)]:
    try:
        print('abc'.index(*args))
    except ValueError as e:
        print('ValueError', e)
