def classify(exc):
    try:
        raise exc
    except (IndexError, KeyError) as e:
        return 'lookup:' + type(e).__name__
    except ArithmeticError as e:
        return 'arith:' + type(e).__name__
    except Exception as e:
        return 'other:' + type(e).__name__
for e in (IndexError(), KeyError(), ZeroDivisionError(), OverflowError(), ValueError(), LookupError()):
    print(classify(e))
try:
    try:
        raise TypeError('inner')
    except ValueError:
        print('wrong')
    finally:
        print('inner finally')
except TypeError as e:
    print('outer caught', e)
try:
    raise KeyError('a')
except LookupError:
    print('base class catches')
e = None
try:
    raise ValueError('scoped')
except ValueError as e:
    pass
try:
    print(e)
except NameError as err:
    print('deleted after except:', err)
