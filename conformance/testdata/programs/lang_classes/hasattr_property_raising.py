class P:
    @property
    def ok(self): return 1
    @property
    def broken(self): raise AttributeError('nope')
    @property
    def other(self): raise ValueError('bad')
p = P()
print(hasattr(p, 'ok'), hasattr(p, 'broken'))
try:
    hasattr(p, 'other')
except ValueError as e:
    print('ValueError propagates:', e)
