# traceback: full
def descend(n):
    if n == 0:
        raise ExceptionGroup('bottom', [ValueError(n), TypeError(n)])
    return descend(n - 1)

try:
    descend(25)
except* TypeError:
    print('types handled')
