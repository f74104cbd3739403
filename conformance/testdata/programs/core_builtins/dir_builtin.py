class Shape:
    sides = 0
    def __init__(self):
        self.color = 'red'
    def area(self):
        return 0
print([n for n in dir(Shape()) if not n.startswith('_')])
print([n for n in dir(Shape) if not n.startswith('_')])
print([n for n in dir('') if not n.startswith('_')][:8])
print([n for n in dir([]) if not n.startswith('_')])
print([n for n in dir({}) if not n.startswith('_')])
def f(a, b=2):
    c = 3
    def g():
        return a
    print(dir())
    d = 4
f(1)
class K:
    x = 1
    def m(self): pass
    print([n for n in dir() if not n.startswith('_')])
import math
print('sqrt' in dir(math), 'pi' in dir(math))
try:
    dir(1, 2)
except TypeError as e:
    print(e)
