# Found by difftest: print writes each object as it goes, so the objects
# (and the separator) before one whose str() fails stay printed.
class Bad:
    def __str__(self):
        raise ValueError('no str')
try:
    print(1, 'two', Bad(), 4, sep=', ')
except ValueError as e:
    print()
    print(type(e).__name__, e)
try:
    print(Bad())
except ValueError as e:
    print(type(e).__name__, e)
k1 = 10
print(k1, 10 ** 20 ** 3)
