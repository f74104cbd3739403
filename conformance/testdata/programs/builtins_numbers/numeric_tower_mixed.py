print(1 + 2.0, 3 * 1j, 2 ** -1, 2.0 ** 2, 10 % 3.5, 1 / True, type(1 + True).__name__, type(1 + 1.0).__name__, type(1.0 + 1j).__name__, 4 ** 0.5, (-4) ** 0.5)
