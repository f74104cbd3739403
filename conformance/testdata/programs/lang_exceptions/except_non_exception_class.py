try:
    try:
        raise ValueError('x')
    except 'oops':
        pass
except TypeError as e:
    print(e)
