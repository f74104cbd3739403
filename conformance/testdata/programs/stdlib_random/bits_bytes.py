import random
random.seed(77)
print([random.getrandbits(k) for k in (0, 1, 8, 31, 32, 33, 64, 65, 100)])
print(random.randbytes(0), random.randbytes(5), random.randbytes(17).hex())
r = random.Random(77)
print(r.getrandbits(128), r.random())
