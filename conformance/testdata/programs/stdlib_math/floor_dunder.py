import math
class A:
    def __floor__(self):
        return 'floor!'
    def __ceil__(self):
        return 'ceil!'
    def __trunc__(self):
        return 'trunc!'
class F:
    def __float__(self):
        return 2.5
class I:
    def __index__(self):
        return 7
print(math.floor(A()), math.ceil(A()), math.trunc(A()))
print(math.floor(F()), math.ceil(F()), math.sqrt(F()), math.sqrt(I()))
for f in (math.floor, math.ceil):
    try:
        f('x')
    except TypeError as e:
        print(e)
try:
    math.trunc('x')
except TypeError as e:
    print(e)
try:
    math.trunc(F())
except TypeError as e:
    print(e)
