for a, b in [(1.0, 1), (1, 2.5), (1.5, 1.5)]:
    for name, f in [('&', lambda x, y: x & y), ('|', lambda x, y: x | y), ('^', lambda x, y: x ^ y), ('<<', lambda x, y: x << y)]:
        try:
            print(f(a, b))
        except TypeError as e:
            print(e)
print(True & False, True | False, True ^ True, type(True & True).__name__, type(True & 1).__name__)
print(False | False, True ^ False, ~True)
