tests = [ZeroDivisionError, KeyError, IndexError, ValueError, TypeError, AttributeError, NameError, StopIteration]
for t in tests:
    print(t.__name__, issubclass(t, Exception), issubclass(t, ArithmeticError), issubclass(t, LookupError))
print(issubclass(KeyboardInterrupt, Exception), issubclass(SystemExit, BaseException))
try:
    raise IndexError('idx')
except LookupError as e:
    print('lookup caught', repr(e))
