x = 1
del x
try:
    print(x)
except NameError as e:
    print(e)
l = [0, 1, 2, 3, 4, 5]
del l[0], l[-1]
print(l)
del l[1:3]
print(l)
d = {'a': 1, 'b': 2}
del d['a']
print(d)
try:
    del d['zz']
except KeyError as e:
    print('KeyError', e)
class C:
    pass
c = C()
c.attr = 1
del c.attr
try:
    del c.attr
except AttributeError as e:
    print(e)
a, b = 1, 2
del a, b
try:
    b
except NameError as e:
    print(e)
def f():
    y = 1
    del y
    try:
        return y
    except UnboundLocalError as e:
        return str(e)
print(f())
try:
    del l[10]
except IndexError as e:
    print(e)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print(e)
s = 'abc'
try:
    del s[0]
except TypeError as e:
    print(e)
