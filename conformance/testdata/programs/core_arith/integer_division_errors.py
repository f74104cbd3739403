for a, b in [(1, 0), (1.0, 0), (0, 0.0), (10 ** 30, 0)]:
    for op in ('/', '//', '%'):
        try:
            if op == '/':
                r = a / b
            elif op == '//':
                r = a // b
            else:
                r = a % b
        except ZeroDivisionError as e:
            print(a, op, b, '->', e)
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print('divmod', e)
try:
    divmod(1.0, 0)
except ZeroDivisionError as e:
    print('divmod', e)
