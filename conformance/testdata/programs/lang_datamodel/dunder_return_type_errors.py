class BadRepr:
    def __repr__(self): return 5
class BadStr:
    def __str__(self): return None
class BadHash:
    def __hash__(self): return 'x'
class BadIndex:
    def __index__(self): return 1.5
class BadInt:
    def __int__(self): return 'x'
class BadFloat:
    def __float__(self): return 1
for f in [lambda: repr(BadRepr()), lambda: str(BadStr()), lambda: hash(BadHash()), lambda: [1][BadIndex()],
          lambda: int(BadInt()), lambda: float(BadFloat())]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError:', e)
