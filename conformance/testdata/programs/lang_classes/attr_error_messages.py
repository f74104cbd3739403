class A:
    pass
a = A()
for thing in (a, A, 5, 'x', [1], None):
    try:
        thing.nope
    except AttributeError as e:
        print(e)
