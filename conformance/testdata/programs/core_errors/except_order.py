def classify(f):
    try:
        f()
    except ZeroDivisionError:
        return 'zero'
    except ArithmeticError:
        return 'arith'
    except Exception as e:
        return 'other ' + type(e).__name__
    return 'none'
print(classify(lambda: 1 / 0))
print(classify(lambda: 2.0 ** 5000))
print(classify(lambda: [][0]))
print(classify(lambda: None))
