from math import sqrt, pi, floor, ceil, inf
import math as m
print(sqrt(16), pi, floor(-0.5), ceil(-0.5), inf)
print(m.hypot(5, 12))
area = lambda r: pi * r ** 2
print([round(area(r), 3) for r in range(4)])
print(sorted([3.7, -1.2, 2.5], key=math.floor) if False else sorted([3.7, -1.2, 2.5], key=m.floor))
