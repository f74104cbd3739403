def bsearch(xs, t):
    lo, hi = 0, len(xs) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if xs[mid] == t:
            return mid
        if xs[mid] < t:
            lo = mid + 1
        else:
            hi = mid - 1
    return -(lo + 1)
xs = list(range(0, 50, 5))
print([bsearch(xs, t) for t in [0, 25, 45, 3, 100, -1]])
