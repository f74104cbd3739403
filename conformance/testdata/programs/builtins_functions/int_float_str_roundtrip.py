for s in ['42', '-0', '3.0', '1e3', ' 7 ', 'inf']:
    try:
        print(repr(s), int(s))
    except ValueError as e:
        print(repr(s), 'float', float(s), e)
