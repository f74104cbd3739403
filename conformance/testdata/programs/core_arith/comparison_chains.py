x = 5
print(1 < x < 10, 1 < x > 10, 1 < 2 < 3 < 4, 1 < 3 < 2)
print(1 == 1.0 == True, 'a' < 'b' < 'c', [1] < [1, 0] < [2])
def v(n):
    print('eval', n)
    return n
print(v(1) < v(2) < v(0) < v(5))
print(v(3) < v(2) < v(9))
print(x is x is not None, None is None, 1 in [1] in [[1]])
print((1, 2) < (1, 3), (1, 2) == (1, 2.0), (1, 'a') < (2,))
try:
    print(1 < 'a')
except TypeError as e:
    print(e)
try:
    print([1] < (1,))
except TypeError as e:
    print(e)
try:
    print(None > 0)
except TypeError as e:
    print(e)
print(not 1 == 2, not (1 < 2 < 3))
