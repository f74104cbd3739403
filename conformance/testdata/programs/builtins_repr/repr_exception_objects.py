print(repr(ValueError('a')), repr(KeyError('k')), repr(Exception()), repr(OSError(2, 'x')), repr(StopIteration()), repr(ZeroDivisionError('division by zero')), str(KeyError('k')))
