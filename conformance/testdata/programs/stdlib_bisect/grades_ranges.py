# krait-run: --allow-import bisect
import bisect
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60, 59]])
times = [0, 5, 10, 15, 30, 60]
for t in [-1, 0, 7, 15, 61]:
    print(t, bisect.bisect_left(times, t), bisect.bisect_right(times, t))
records = [("alice", 31), ("bob", 25), ("carol", 47), ("dan", 25)]
records.sort(key=lambda r: r[1])
ages = [r[1] for r in records]
print(records[bisect.bisect_left(ages, 25):bisect.bisect_right(ages, 31)])
print(bisect.bisect_left(records, 31, key=lambda r: r[1]), bisect.bisect_right(records, 25, key=lambda r: r[1]))
bisect.insort(records, ("erin", 30), key=lambda r: r[1])
bisect.insort_left(records, ("fred", 25), key=lambda r: r[1])
print(records)
xs = [1, 2, 2, 2, 3]
print(bisect.bisect_left(xs, 2, 2), bisect.bisect_right(xs, 2, 0, 3), bisect.bisect(xs, 2, lo=1, hi=4))
def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x!r} not found")
print(index(xs, 3))
try:
    index(xs, 4)
except ValueError as e:
    print("ValueError", e)
try:
    bisect.bisect(xs, 1, lo=-1)
except ValueError as e:
    print("ValueError", e)
try:
    bisect.bisect([1, "a"], 2)
except TypeError as e:
    print("TypeError", e)
