def bsearch(xs, target):
    lo, hi = 0, len(xs) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
xs = list(range(0, 100, 3))
print([bsearch(xs, t) for t in [0, 3, 50, 99, 51]])
