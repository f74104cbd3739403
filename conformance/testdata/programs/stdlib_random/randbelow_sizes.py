import random
random.seed(99)
for n in [1, 2, 3, 7, 8, 255, 256, 257, 2**31 - 1, 2**31, 2**32, 2**32 + 1, 2**53, 2**64 - 1, 10**30]:
    print(n, random.randrange(n), random.randint(0, n))
