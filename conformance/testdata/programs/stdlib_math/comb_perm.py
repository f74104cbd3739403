import math
print(math.comb(5, 2), math.comb(10, 0), math.comb(10, 10), math.comb(3, 5), math.comb(100, 50))
print(math.perm(5, 2), math.perm(5), math.perm(5, None), math.perm(3, 5), math.perm(0), math.perm(20, 20))
print(math.comb(10**20, 3), math.perm(10**20, 2), math.comb(2**64, 2**64 - 1))
for args in [(-1, 2), (1, -2), (1.5, 1), (5, 1.5), (5,), (1, 2, 3)]:
    try:
        print(math.comb(*args))
    except (ValueError, TypeError) as e:
        print('comb', type(e).__name__, e)
for args in [(-1,), (2, -1), (-1, 2), (5, 1.5), (), (1, 2, 3)]:
    try:
        print(math.perm(*args))
    except (ValueError, TypeError) as e:
        print('perm', type(e).__name__, e)
