def g():
    try:
        yield 1
    except GeneratorExit:
        print('closing')
        return 'ignored'
x = g()
next(x)
print(x.close())
