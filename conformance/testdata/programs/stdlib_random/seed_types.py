import random
for seed in [0, 1, -1, 2**100, -2**100, 3.5, -0.1, 1e300, 'hello', '', 'ünï', b'bytes', bytearray(b'ba'), True, False, 0.0]:
    random.seed(seed)
    print(repr(seed), random.random(), random.randint(0, 10**6))
for seed in ['hello', b'abc', 'ünï']:
    random.seed(seed, version=1)
    print('v1', repr(seed), random.random())
for bad in [[1], {}, (1, 2), object]:
    try:
        random.seed(bad)
    except TypeError as e:
        print(type(bad).__name__, e)
