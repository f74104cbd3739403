for spec, v in [('.2d', 5), (',s', 'x'), ('=5', 'a'), ('+s', 'a'), ('c', -1), ('z', 1), ('#s', 'a'), ('.', 1.0), ('<<<', 1)]:
    try:
        print(repr(format(v, spec)))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
