class T:
    def __init__(self, name): self.name = name
    def _op(op):
        def f(self, other): return f'{self.name} {op} {other!r}'
        def r(self, other): return f'{other!r} {op} {self.name} (r)'
        return f, r
    __add__, __radd__ = _op('+')
    __sub__, __rsub__ = _op('-')
    __mul__, __rmul__ = _op('*')
    __truediv__, __rtruediv__ = _op('/')
    __floordiv__, __rfloordiv__ = _op('//')
    __mod__, __rmod__ = _op('%')
    __pow__, __rpow__ = _op('**')
    __lshift__, __rlshift__ = _op('<<')
    __rshift__, __rrshift__ = _op('>>')
    __and__, __rand__ = _op('&')
    __or__, __ror__ = _op('|')
    __xor__, __rxor__ = _op('^')
    __matmul__, __rmatmul__ = _op('@')
t = T('t')
for r in [t + 1, 1 + t, t - 1, 1 - t, t * 1, 1 * t, t / 1, 1 / t, t // 1, 1 // t,
          t % 1, 1 % t, t ** 1, 1 ** t, t << 1, 1 << t, t >> 1, 1 >> t, t & 1, 1 & t,
          t | 1, 1 | t, t ^ 1, 1 ^ t, t @ 1, 1 @ t]:
    print(r)
