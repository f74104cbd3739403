def g():
    try:
        raise ValueError('inside')
    except ValueError:
        yield 1
        raise
it = g()
print(next(it))
try:
    raise
except RuntimeError as e:
    print('consumer sees no active exception:', e)
try:
    next(it)
except ValueError as e:
    print('generator re-raised', e)
