try:
    try:
        raise ValueError('first')
    except ValueError:
        raise TypeError('second')
except TypeError as e:
    print(repr(e), repr(e.__context__) if False else 'ctx')
