print(list(range(5)), list(range(2, 8)), list(range(10, 0, -3)), list(range(0)))
r = range(1, 20, 4)
print(r, len(r), r[2], r[-1], r[1:3], 9 in r, 10 in r)
print(list(reversed(range(4))), range(3) == range(0, 3), range(0) == range(5, 5))
try:
    range(1, 2, 0)
except ValueError as e:
    print(e)
try:
    range(1.5)
except TypeError as e:
    print(e)
try:
    r[10]
except IndexError as e:
    print(e)
print(sum(range(-5, 5)), max(range(3)), list(range(-1, -5, -1)))
