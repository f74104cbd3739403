# krait-run: --allow-import bisect
import bisect
a = [1, 2, 4, 4, 4, 7, 9]
for x in [0, 1, 4, 5, 9, 10]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 4, 3), bisect.bisect_right(a, 4, 0, 4), bisect.bisect_left(a, 4, hi=2))
print(bisect.bisect_left([], 1), bisect.bisect_right(['a', 'c'], 'b'))
