# A predicate function sees the group itself, nested groups and leaves,
# depth first, until a full match.
seen = []
def pred(e):
    seen.append(repr(e) if not isinstance(e, BaseExceptionGroup) else 'group ' + e.message)
    return isinstance(e, ValueError) and e.args[0] > 1
eg = ExceptionGroup('top', [ValueError(1), ValueError(2), ExceptionGroup('mid', [ValueError(3), TypeError(4)])])
m, r = eg.split(pred)
print(repr(m))
print(repr(r))
print(seen)
seen.clear()
print(repr(eg.subgroup(lambda e: isinstance(e, ExceptionGroup) and e.message == 'mid')))
print(repr(eg.subgroup(lambda e: 0)), repr(eg.split(lambda e: 'yes')[0] is eg))
def bad(e):
    if isinstance(e, TypeError):
        raise RuntimeError('predicate failed on ' + repr(e))
    return False
try:
    eg.split(bad)
except RuntimeError as e:
    print(e)
class Callable:
    def __call__(self, e):
        return True
for p in (Callable(), print, str.isdigit, [].append):
    try:
        eg.split(p)
    except TypeError as e:
        print(type(p).__name__, e)
def has_arg(n):
    return lambda e: not isinstance(e, BaseExceptionGroup) and e.args[0] == n
print([repr(eg.subgroup(has_arg(n))) for n in range(5)])
