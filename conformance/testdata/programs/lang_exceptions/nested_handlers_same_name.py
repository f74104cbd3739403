try:
    try:
        raise KeyError('inner')
    except KeyError as e:
        try:
            raise ValueError('middle')
        except ValueError as e:
            print('middle handler', e)
        print('after middle')
except NameError as err:
    print('NameError', err)
