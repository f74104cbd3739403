try:
    [].pop()
except IndexError as e:
    print(e.args, str(e))
try:
    {}.popitem()
except KeyError as e:
    print(e.args, str(e))
try:
    int('q')
except ValueError as e:
    print(e.args)
try:
    undefined_thing
except NameError as e:
    print(e.name, e.args)
class O: pass
try:
    O().zz
except AttributeError as e:
    print(e.name, type(e.obj).__name__, e.args)
e = ValueError('a', 2)
print(e.args, str(e), repr(e))
e2 = Exception()
print(e2.args, repr(str(e2)), repr(e2))
e3 = OSError(2, 'No such file')
print(e3.errno, e3.strerror, str(e3))
