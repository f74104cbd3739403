class C: pass
class I:
    def __index__(self): return 0
for obj in ['str', (1, 2), b'x', range(3), {1}, frozenset({1}), 5, None, 1.5, C(), {}.keys(), True, len, (x for x in [])]:
    for key in [0, 'k', I(), 1.5, True]:
        try:
            del obj[key]
        except Exception as e:
            print(type(obj).__name__, repr(key) if not isinstance(key, I) else 'I', type(e).__name__, e)
class C2:
    def __index__(self): return 2**70
for obj in [[1, 2, 3], 'abc', (1,), b'x', range(3), bytearray(b'ab')]:
    for key in [C2(), 2**70, -2**70]:
        try:
            obj[key]
        except Exception as e:
            print(type(obj).__name__, type(key).__name__, type(e).__name__, e)
class Noisy:
    def __index__(self):
        print('index called')
        return 0
try:
    del 'abc'[Noisy()]
except TypeError as e:
    print(e)
