# krait-run: --allow-import bisect
import bisect

scores = [55, 61, 67, 70, 74, 78, 82, 85, 90, 94, 99]
breakpoints = [60, 70, 80, 90]
grades = "FDCBA"

def grade(score):
    return grades[bisect.bisect(breakpoints, score)]

print([grade(s) for s in [33, 60, 69, 70, 89, 90, 100]])

def find_first(arr, target):
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo if lo < len(arr) and arr[lo] == target else -1

data = [1, 2, 2, 2, 3, 5, 8, 8, 13]
for t in [2, 8, 4, 13, 0]:
    print(t, find_first(data, t), bisect.bisect_left(data, t), bisect.bisect_right(data, t))
sorted_list = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(sorted_list, x)
print(sorted_list)
events = [(1, "start"), (5, "lunch"), (9, "end")]
bisect.insort(events, (5, "coffee"))
print(events)
keys = [e[0] for e in events]
print(events[bisect.bisect_left(keys, 5)])
print(bisect.bisect_left([{"t": 1}, {"t": 4}], 3, key=lambda d: d["t"]))

def sqrt_int(n):
    lo, hi = 0, n
    while lo <= hi:
        mid = (lo + hi) // 2
        if mid * mid <= n < (mid + 1) * (mid + 1):
            return mid
        if mid * mid > n:
            hi = mid - 1
        else:
            lo = mid + 1
print([sqrt_int(n) for n in [0, 1, 15, 16, 17, 10**12, 2**61]])
