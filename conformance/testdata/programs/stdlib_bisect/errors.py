# krait-run: --allow-import bisect
import bisect
try:
    bisect.bisect_left([1, 2], 1, -1)
except ValueError as e:
    print(e)
try:
    bisect.bisect([1, 'a'], 2)
except TypeError as e:
    print(e)
print(bisect.bisect_right([1, 2, 3], 2, 0, 10) if False else 'skip')
bisect.insort((1, 2), 3)
