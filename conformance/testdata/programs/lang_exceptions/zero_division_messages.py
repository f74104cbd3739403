cases = [lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 1.0 / 0, lambda: 1.5 // 0.0,
         lambda: 2 % 0.0, lambda: divmod(1, 0), lambda: 0 ** -1, lambda: 0.0 ** -1]
for c in cases:
    try:
        c()
    except ZeroDivisionError as e:
        print(e)
