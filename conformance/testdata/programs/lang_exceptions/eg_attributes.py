# message, exceptions, args, str and repr of exception groups.
excs = [ValueError(1), TypeError('t')]
eg = ExceptionGroup('two', excs)
print(eg.message, eg.exceptions, eg.args)
print(str(eg), '|', repr(eg))
print(type(eg.exceptions).__name__, eg.exceptions is eg.exceptions)
excs.append(KeyError('later'))
print(len(eg.exceptions), eg.args[1] is excs)
one = ExceptionGroup('one', (OSError('o'),))
print(str(one), '|', repr(one))
print(f'{one}', f'{one!r}', '%s' % one)
print(ExceptionGroup.message, ExceptionGroup.exceptions)
for attr in ('message', 'exceptions'):
    try:
        setattr(eg, attr, 'x')
    except AttributeError as e:
        print('set', attr, e)
    try:
        delattr(eg, attr)
    except AttributeError as e:
        print('del', attr, e)
eg.args = ('replaced',)
print(eg.args, eg.message, str(eg), repr(eg))
eg.extra = 5
print(eg.extra, hasattr(eg, 'derive'), hasattr(ValueError(), 'derive'))
print([n for n in dir(eg) if not n.startswith('_')])
print(eg == eg, eg == ExceptionGroup('two', excs))
class Named(ExceptionGroup):
    def __str__(self):
        return 'named: ' + self.message
n = Named('m', [ValueError()])
print(str(n), repr(n))
