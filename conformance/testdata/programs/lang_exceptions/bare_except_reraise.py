def risky():
    return 1 / 0
try:
    try:
        risky()
    except:
        print('cleanup')
        raise
except ZeroDivisionError as e:
    print('outer got', e)
