# Exceptions' member descriptors (NameError.name, OSError.errno, ...) keep
# their values outside the instance dict, and built-in read-only
# attributes stay read-only on subclass instances.
try:
    undefined_x
except NameError as e:
    print(e.__dict__, e.name)
e = NameError('x')
e.name = 'q'
print(e.__dict__, e.name)
del e.name
print(e.name)
e = StopIteration(5)
print(e.__dict__, e.value)
e.value = 6
print(e.__dict__, e.value, e.args)
e = OSError(2, 'nf', 'f.txt')
print(e.__dict__, e.errno, e.filename)
e.errno = 3
print(e.__dict__, e.errno, e.strerror)
try:
    e.characters_written
except AttributeError as x:
    print('AttributeError', x)
e = SystemExit(3)
e.code = 4
print(e.__dict__, e.code)
e = UnicodeDecodeError('utf-8', b'x', 0, 1, 'r')
e.start = 0
print(e.__dict__, e.start)
e = ValueError(1)
e.add_note('n')
e.custom = 2
print(e.__dict__)
try:
    [].foo
except AttributeError as e:
    print(e.__dict__, e.name, e.obj)
try:
    del ValueError(1).args
except TypeError as x:
    print('TypeError', x)
class I(int):
    pass
i = I(3)
try:
    i.real = 5
except AttributeError as x:
    print('AttributeError', x)
print(i.__dict__, i.real)
class P(property):
    pass
p = P(lambda self: 1)
try:
    p.fget = None
except AttributeError as x:
    print('AttributeError', x)
print(type(BaseException.__dict__['__cause__']).__name__, type(OSError.__dict__['errno']).__name__)
