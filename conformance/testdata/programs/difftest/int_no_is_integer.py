# Found by difftest: int.is_integer is new in 3.12; 3.11 ints lack it.
x, big = 2.5, 2 ** 70
print(hasattr(1, 'is_integer'), hasattr(1.0, 'is_integer'), hasattr(True, 'is_integer'))
print(max(x, 0.5).is_integer())
try:
    print(max(x, big).is_integer())
except AttributeError as e:
    print(type(e).__name__, e)
print((3.0).is_integer(), (-0.5).is_integer())
