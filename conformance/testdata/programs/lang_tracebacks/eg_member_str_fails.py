# traceback: full
class BadStr(Exception):
    def __str__(self):
        raise RuntimeError('no str')
def f():
    try:
        raise ExceptionGroup('inner', [ValueError(1)])
    except ExceptionGroup as g:
        raise ExceptionGroup('outer', [BadStr(), KeyError(2)]) from None
try:
    f()
except* KeyError:
    pass
