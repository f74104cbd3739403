# except* in generators: yields inside the clauses, and throw() into one
def g():
    for i in range(3):
        try:
            yield i
            raise ExceptionGroup('g', [ValueError(i), TypeError(i)])
        except* ValueError as e:
            yield 'v%d' % i
        except* TypeError:
            yield 't'
        finally:
            yield 'f'
print(list(g()))
def h():
    try:
        yield 1
    except* KeyError:
        yield 'k'
it = h()
next(it)
try:
    it.throw(KeyError('x'))
    print(next(it, 'end'))
except Exception as e:
    print('err', repr(e))
it = h()
next(it)
print(it.throw(KeyError('x')))
