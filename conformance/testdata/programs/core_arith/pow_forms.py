print(2 ** 10, 2 ** -1, (-2) ** 3, -2 ** 2, 2 ** 3 ** 2)
print(pow(2, 10), pow(2, 10, 1000), pow(3, -1, 7), pow(-3, 3, 5))
print(0 ** 0, 0.0 ** 0, 1 ** -5, 4 ** 0.5, (-8) ** (1/3) if False else 'skip')
print(2 ** 100, 10 ** 30 // 7, 2.0 ** 10, 10 ** -2)
try:
    0 ** -1
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    pow(2, 3, 0)
except ValueError as e:
    print(e)
try:
    pow(2, 0.5, 3)
except TypeError as e:
    print(e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print(e)
x = 3
x **= 4
print(x)
