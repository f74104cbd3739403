eg = ExceptionGroup('batch', [KeyError('k'), ValueError('v')])
print(repr(eg), str(eg), len(eg.exceptions), eg.message)
print(isinstance(eg, Exception), issubclass(ExceptionGroup, BaseExceptionGroup))
