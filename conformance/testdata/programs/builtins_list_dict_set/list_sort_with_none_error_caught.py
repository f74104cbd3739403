try:
    [3, None, 1].sort()
except TypeError as e:
    print(e)
print(sorted([3, None, 1], key=lambda x: (x is None, x or 0)))
