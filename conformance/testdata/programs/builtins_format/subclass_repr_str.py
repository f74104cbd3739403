# str(), format(), f-strings and % of subclasses of built-in types with a
# user __repr__: object.__str__ calls it unless the built-in type has its
# own __str__ (str, bytes, exceptions); % keeps the operand's class.
class B(bytes):
    def __repr__(self): return 'B!'
class S(str):
    def __repr__(self): return 'S!'
class E(Exception):
    def __repr__(self): return 'E!'
class K(KeyError):
    def __repr__(self): return 'K!'
class V(ValueError):
    pass
class I(int):
    def __repr__(self): return 'I!'
class T(tuple):
    def __repr__(self): return 'T!'
for v in [B(b'x'), S('z'), E('e'), K('k'), V('v'), I(3), T((1,))]:
    print(str(v), repr(v), f'{v}', '%s' % (v,), format(v, ''), [v])
print('%s|%s' % T((1, 2)), '%(a)s' % {'a': I(1)})
class TT(tuple): pass
print('%s-%s' % TT(('a', 'b')))
class I(int):
    def __repr__(self): return 'I!'
class F(float):
    def __repr__(self): return 'F!'
class C(complex):
    def __repr__(self): return 'C!'
class L(list):
    def __repr__(self): return 'L!'
class B(bytes):
    def __repr__(self): return 'B!'
print(str(I(1)), str(F(1)), str(C(1)), str(L()), str(B()), f'{I(1)}', f'{F(2)}', f'{C(2)}', format(I(1)), '%s' % I(1), '%s' % C(1), format(C(1)), format(C(1), ''))
class I2(int):
    def __repr__(self): return 'I2:' + super().__repr__()
class C2(complex):
    def __repr__(self): return 'C2:' + super().__repr__()
class F2(float):
    def __repr__(self): return 'F2:' + super().__repr__()
    pass
print(repr(I2(5)), repr(C2(1j)), repr(F2(1.5)), str(I2(5)), str(C2(1j)))
print(I2(5).__str__(), C2(1).__str__())

# __repr__ called directly (slot wrappers' argument errors)
print((5).__repr__(), (2.5).__repr__(), (1j).__repr__(), True.__repr__(), (5).__str__(), (1j).__str__())
for f in [lambda: (5).__repr__(1), lambda: (1.5).__repr__(1), lambda: [].__repr__(1), lambda: "a".__repr__(1, 2),
          lambda: (5).__repr__(x=1), lambda: {}.__repr__(1, x=2)]:
    try:
        f()
    except TypeError as e:
        print(e)
