def level3(): raise LookupError('deep')
def level2():
    try:
        level3()
    except KeyError:
        print('not here')
    finally:
        print('level2 finally')
def level1():
    try:
        level2()
    except LookupError as e:
        print('level1 caught', e)
        return 'handled'
print(level1())
