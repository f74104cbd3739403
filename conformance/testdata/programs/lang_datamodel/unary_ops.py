class U:
    def __neg__(self): return 'neg'
    def __pos__(self): return 'pos'
    def __invert__(self): return 'inv'
    def __abs__(self): return 'abs'
    def __int__(self): return 42
    def __float__(self): return 2.5
    def __index__(self): return 7
    def __round__(self, n=None): return ('round', n)
u = U()
print(-u, +u, ~u, abs(u), int(u), float(u), round(u), round(u, 2))
print([10, 20, 30, 40, 50, 60, 70, 80][u], bin(u), hex(u), oct(u))
try:
    -object()
except TypeError as e:
    print(e)
try:
    ~1.5
except TypeError as e:
    print(e)
