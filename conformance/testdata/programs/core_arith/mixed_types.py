print(True + True, True * 10, False - 1, 3 * True)
print(1 + 1.0, 2 * 0.5, 7 // 2.0, 10 % 3.5)
print(divmod(7, 2), divmod(-7, 2), divmod(7.5, 2))
print(abs(-3), abs(-3.5), abs(True))
