# krait-run: --allow-import bisect
import bisect
a = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(a, x)
print(a)
b = [1, 1.0, 2]
bisect.insort_left(b, 1.0)
bisect.insort_right(b, 1)
print(b)
c = ['apple', 'fig', 'banana']
c.sort(key=len)
bisect.insort(c, 'kiwi', key=len)
bisect.insort_left(c, 'date', key=len)
print(c)
