# traceback: full
try:
    raise ValueError('a', 1)
except ValueError as e:
    print(e, e.args)
try:
    raise KeyError('key')
except KeyError as e:
    print(e, str(e), repr(e))
raise TypeError('final %s' % 'error')
