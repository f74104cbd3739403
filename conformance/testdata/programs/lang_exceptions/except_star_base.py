# BaseExceptionGroup with BaseExceptions: except* takes them apart, and a
# remainder of Exceptions only becomes an ExceptionGroup.
def attempt(f):
    try:
        f()
    except BaseException as e:
        print(f.__name__, type(e).__name__, repr(e))

def keyboard():
    try:
        raise BaseExceptionGroup('b', [KeyboardInterrupt(), ValueError(1), SystemExit(2)])
    except* KeyboardInterrupt as e:
        print('kbi part', type(e).__name__, repr(e))

def value():
    try:
        raise BaseExceptionGroup('b', [KeyboardInterrupt(), ValueError(1)])
    except* ValueError as e:
        print('value part', type(e).__name__, repr(e))

def everything():
    try:
        raise BaseExceptionGroup('b', [KeyboardInterrupt(), ValueError(1), GeneratorExit()])
    except* BaseException as e:
        print('all', type(e).__name__, repr(e))

def exception_clause():
    try:
        raise BaseExceptionGroup('b', [SystemExit(0), ValueError(1), TypeError(2)])
    except* Exception as e:
        print('exceptions', type(e).__name__, repr(e))

for f in (keyboard, value, everything, exception_clause):
    attempt(f)
