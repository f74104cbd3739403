x = 5
print(1 < x < 10, 1 < x > 3, x == 5 == 5.0, 1 < 2 < 3 < 2, x is not None, not 1 < x)
