# traceback: full
def convert(x):
    try:
        return int(x)
    except ValueError as e:
        raise TypeError(f'cannot convert {x!r}') from e

def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise LookupError(f'missing {k}')

def silent(d, k):
    try:
        return d[k]
    except KeyError:
        raise RuntimeError('no context') from None

errs = []
for f, args in ((convert, ('x',)), (lookup, ({}, 'a')), (silent, ({}, 'b'))):
    try:
        f(*args)
    except Exception as e:
        errs.append(e)
raise ExceptionGroup('chained', errs)
