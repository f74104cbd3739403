class Acc:
    def __init__(self): self.log = []
    def _op(name):
        def f(self, o):
            self.log.append((name, o))
            return self
        return f
    __iadd__ = _op('+='); __isub__ = _op('-='); __imul__ = _op('*='); __itruediv__ = _op('/=')
    __ifloordiv__ = _op('//='); __imod__ = _op('%='); __ipow__ = _op('**='); __ilshift__ = _op('<<=')
    __irshift__ = _op('>>='); __iand__ = _op('&='); __ior__ = _op('|='); __ixor__ = _op('^='); __imatmul__ = _op('@=')
a = Acc()
a += 1; a -= 2; a *= 3; a /= 4; a //= 5; a %= 6; a **= 7; a <<= 8; a >>= 9; a &= 10; a |= 11; a ^= 12; a @= 13
print(a.log)
