for v in ['1', 'x']:
    try:
        n = int(v)
    except ValueError:
        print('bad', v)
    else:
        print('good', n)
    finally:
        print('checked', v)
