try:
    issubclass(1, int)
except TypeError as e:
    print(e)
try:
    isinstance(1, 2)
except TypeError as e:
    print(e)
try:
    issubclass(int, (int, 3))
except TypeError as e:
    print(e)
print(issubclass(int, (3, int)) if False else 'skip')
