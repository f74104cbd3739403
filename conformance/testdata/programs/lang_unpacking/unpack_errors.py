for src in [[1], [1, 2, 3], 'abcd', []]:
    try:
        a, b = src
    except ValueError as e:
        print(e)
try:
    a, b, *c = [1]
except ValueError as e:
    print(e)
try:
    x, y = None
except TypeError as e:
    print(e)
