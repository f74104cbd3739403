# split and subgroup with a type or a tuple of types keep the nesting.
eg = ExceptionGroup('top', [
    ValueError(1),
    TypeError(2),
    ExceptionGroup('mid', [ValueError(3), KeyError(4), ExceptionGroup('low', [IndexError(5)])]),
    OSError(6),
])
for t in (ValueError, TypeError, LookupError, (ValueError, OSError), Exception, ArithmeticError, ExceptionGroup, ()):
    match, rest = eg.split(t)
    print(t if isinstance(t, tuple) else t.__name__)
    print('  match', repr(match))
    print('  rest ', repr(rest))
    print('  sub  ', repr(eg.subgroup(t)))
print(eg.split(Exception)[0] is eg, eg.subgroup(BaseException) is eg)
m = eg.subgroup(KeyError)
print(type(m).__name__, m.message, m.exceptions[0].message)
print(eg.subgroup(KeyError).exceptions[0].exceptions[0] is eg.exceptions[2].exceptions[1])
b = BaseExceptionGroup('b', [KeyboardInterrupt(), ValueError(1)])
m, r = b.split(ValueError)
print(type(m).__name__, repr(m), type(r).__name__, repr(r))
for bad in (1, int, [ValueError], (ValueError, 1), 'ValueError', None):
    try:
        eg.split(bad)
    except TypeError as e:
        print(repr(bad), e)
for call in (lambda: eg.split(), lambda: eg.split(ValueError, TypeError), lambda: eg.subgroup(), lambda: eg.split(ValueError, x=1)):
    try:
        call()
    except TypeError as e:
        print(e)
