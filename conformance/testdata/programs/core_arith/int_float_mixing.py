print(1 + 2.0, 3 * 0.5, 7 / 2, 8 / 4, 1 - 1.0, type(8 / 4).__name__)
print(1 == 1.0, 2 < 2.5, 3 >= 3.0, 10 ** 20 == 1e20, 2 ** 53 + 1 == float(2 ** 53 + 1))
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == 0.3)
print(1e308 * 10, -1e308 * 10, 1e-320)
print(float('inf') - float('inf'), float('nan') == float('nan'))
print(int(3.9), int(-3.9), round(2.5), round(3.5), round(-0.5), round(2.675, 2))
print(True + True, True * 3.0, False - 1, 5 // True)
print(3 % 2.5, -3 % 2.5, 2 ** 0.5, 10 // 3.0)
try:
    1 / 0.0
except ZeroDivisionError as e:
    print(e)
try:
    1 // 0
except ZeroDivisionError as e:
    print(e)
try:
    1 % 0
except ZeroDivisionError as e:
    print(e)
try:
    1.5 % 0
except ZeroDivisionError as e:
    print(e)
try:
    2.0 ** 10000
except OverflowError as e:
    print(e)
