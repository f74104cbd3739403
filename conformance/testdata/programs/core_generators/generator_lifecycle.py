def g():
    try:
        yield 1
        yield 2
    finally:
        print('cleanup')
it = g()
print(next(it))
it.close()
print(list(it))
def selfclose():
    yield me.close()
me = selfclose()
try:
    next(me)
except ValueError as e:
    print(e)
def runner():
    yield next(r)
r = runner()
try:
    next(r)
except ValueError as e:
    print(e)
def ignores():
    try:
        yield 1
    except GeneratorExit:
        yield 'ignored'
x = ignores()
next(x)
try:
    x.close()
except RuntimeError as e:
    print(e)
