class Empty:
    def __len__(self): return 0
class Truthy:
    def __bool__(self): return True
    def __len__(self): return 0
class Plain: pass
for obj in (Empty(), Truthy(), Plain(), 0.0, -0.0, 0j, '', ' ', (), (0,), {}, {0: 0}, range(0)):
    print(type(obj).__name__, bool(obj))
class Bad:
    def __bool__(self): return 1
try:
    bool(Bad())
except TypeError as e:
    print(e)
class BadLen:
    def __len__(self): return -1
try:
    bool(BadLen())
except ValueError as e:
    print(e)
