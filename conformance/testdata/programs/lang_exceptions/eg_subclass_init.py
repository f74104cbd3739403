# exception group subclasses with their own __init__ and derive; keyword arguments to exception classes without __init__
class Batch(ExceptionGroup):
    def __init__(self, message, excs):
        super().__init__(message, excs)
        self.size = len(excs)
    def derive(self, excs):
        return Batch(self.message, excs)
b = Batch('batch', [ValueError(1), TypeError(2), ValueError(3)])
print(b.size, repr(b), str(b))
m, r = b.split(ValueError)
print(type(m).__name__, m.size, r.size, repr(m), repr(r))
try:
    raise b
except* TypeError as t:
    print('types', type(t).__name__, t.size)
except* ValueError as v:
    print('values', type(v).__name__, v.size)
class One(ExceptionGroup):
    def __init__(self, excs):
        super().__init__('one', excs)
try:
    One([ValueError()])
except TypeError as e:
    print(e)
class KW(ExceptionGroup):
    pass
try:
    KW('m', [ValueError()], extra=1)
except TypeError as e:
    print(e)
class E(Exception):
    pass
try:
    E(1, x=2)
except TypeError as e:
    print(e)
class F(Exception):
    def __init__(self, *a, **k):
        super().__init__(*a)
print(repr(F(1, x=2)))
