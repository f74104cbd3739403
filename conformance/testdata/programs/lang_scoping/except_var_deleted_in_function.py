def f():
    e = 'before'
    try:
        raise ValueError('x')
    except ValueError as e:
        pass
    try:
        return e
    except UnboundLocalError as err:
        return 'UnboundLocalError: ' + str(err)
print(f())
