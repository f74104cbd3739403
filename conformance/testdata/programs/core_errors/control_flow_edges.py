def f():
    for i in range(3):
        try:
            if i == 0:
                continue
            if i == 2:
                break
            print('body', i)
        finally:
            print('finally', i)
    return i
print(f())
def g():
    try:
        raise ValueError('lost')
    finally:
        return 'finally wins'
print(g())
def h():
    try:
        return 'try'
    finally:
        print('cleanup h')
print(h())
try:
    pass
except ValueError:
    print('no')
else:
    print('else ran')
try:
    raise KeyError(1)
except KeyError as e:
    err = e
print(repr(err))
try:
    print(e)
except NameError as ne:
    print('NameError', ne)
x = 0
try:
    x = 1 / x
except ZeroDivisionError:
    x = -1
finally:
    x *= 10
print(x)
def nested():
    try:
        try:
            raise TypeError('t')
        except ValueError:
            print('wrong handler')
        finally:
            print('inner finally')
    except TypeError as e:
        print('outer got', e)
nested()
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise
except ArithmeticError as e:
    print('reraised', type(e).__name__)
try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
def gen_exc():
    try:
        yield 1
    except GeneratorExit:
        print('generator exit seen')
        raise
g = gen_exc()
next(g)
g.close()
try:
    [].pop()
except IndexError as e:
    print(e)
try:
    int('x')
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
try:
    raise 5
except TypeError as e:
    print(e)
try:
    try:
        1/0
    except 'notaclass':
        pass
except TypeError as e:
    print(e)
