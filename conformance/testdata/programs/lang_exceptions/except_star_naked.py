# A naked exception matched by except* is wrapped in ExceptionGroup('', ...);
# one that no clause matches propagates unchanged.
try:
    raise ValueError('naked')
except* ValueError as e:
    print(type(e).__name__, repr(e), repr(e.message), e.exceptions[0].args)
try:
    raise KeyboardInterrupt('kb')
except* KeyboardInterrupt as e:
    print(type(e).__name__, repr(e))
try:
    try:
        raise KeyError('k')
    except* ValueError:
        print('never')
except KeyError as e:
    print('propagated unchanged:', type(e).__name__, repr(e))
try:
    try:
        raise ValueError('v')
    except* ValueError:
        raise
except ExceptionGroup as e:
    print('bare raise re-raises the wrapper:', repr(e))
try:
    try:
        raise ValueError('v')
    except* ValueError:
        raise TypeError('new')
except TypeError as e:
    print('a new exception replaces it:', repr(e))
except ExceptionGroup as e:
    print('wrong', repr(e))
def handled():
    try:
        raise IndexError(3)
    except* LookupError as e:
        return_value = e.exceptions
    return return_value
print(handled())
