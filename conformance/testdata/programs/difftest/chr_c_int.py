# Found by difftest: chr takes a C int; beyond it the error is the C
# int conversion's OverflowError.
big = 2 ** 70
for v in [big, -big, 2 ** 31, 2 ** 31 - 1, -2 ** 31, -1, 0x110000, 955, True]:
    try:
        print(repr(chr(v)))
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
