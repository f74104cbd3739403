# attack: recursion re-entering through a native function (sorted key)
# expect: python RecursionError
# message: maximum recursion depth exceeded
def k(x):
    return sorted([x], key=k)
sorted([1], key=k)
