# krait-run: --allow-import functools
from functools import partial
def distance(p, q):
    return abs(p[0] - q[0]) + abs(p[1] - q[1])
points = [(5, 5), (1, 2), (3, 1), (0, 0)]
origin_dist = partial(distance, (0, 0))
print(sorted(points, key=origin_dist))
print(list(map(partial(distance, q=(1, 1)), points)))
print(min(points, key=partial(distance, (4, 4))))
