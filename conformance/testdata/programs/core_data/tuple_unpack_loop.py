points = [(1, 2), (3, 4), (5, 6)]
for x, y in points:
    print(x + y, end=' ')
print()
total_x = sum(x for x, _ in points)
print(total_x)
for i, (x, y) in enumerate(points, 1):
    print(i, x * y)
a, (b, (c, d)) = 1, (2, (3, 4))
print(a, b, c, d)
