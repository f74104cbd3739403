x = 5
print(1 < x < 10, 1 < x > 10, x == 5 == 5.0, 1 <= 1 < 2 <= 2)
print(3 > 2 > 1 > 0, 3 > 2 < 1)
print(1 == 1.0, 2 != 2, 'a' < 'b', [1, 2] < [1, 3], (1, 2) == (1, 2))
print(None is None, 1 is not None, [] == [], 'ab' in 'xabx', 3 not in [1, 2])
