# Each except* clause runs at most once, with the part of the group it
# matches; the name is unbound after the clause.
def run(eg):
    try:
        raise eg
    except* ValueError as e:
        print('  ValueError part:', repr(e))
    except* (TypeError, KeyError) as e:
        print('  Type/Key part:', repr(e))
    except* LookupError as e:
        print('  Lookup part:', repr(e))
    except* Exception as e:
        print('  the rest:', repr(e))
    try:
        e
    except NameError as err:
        print('  after:', err)

for eg in [
    ExceptionGroup('all', [ValueError(1), ValueError(2)]),
    ExceptionGroup('mix', [ValueError(1), TypeError(2), KeyError(3), IndexError(4), OSError(5)]),
    ExceptionGroup('nested', [ExceptionGroup('n1', [ValueError(1), IndexError(2)]), ExceptionGroup('n2', [ZeroDivisionError()])]),
]:
    print(eg.message)
    run(eg)
try:
    raise ExceptionGroup('eg', [ValueError(1)])
except* ValueError:
    print('no name')
try:
    raise ExceptionGroup('eg', [ValueError(1), TypeError(2)])
except* ValueError as e:
    print('first', repr(e))
except* ValueError as e:
    print('never: already handled')
except* TypeError as e:
    print('second', repr(e))
