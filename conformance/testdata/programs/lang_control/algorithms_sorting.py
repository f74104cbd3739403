def quicksort(xs):
    if len(xs) <= 1:
        return xs
    pivot, *rest = xs
    return quicksort([x for x in rest if x < pivot]) + [pivot] + quicksort([x for x in rest if x >= pivot])
def merge_sort(xs):
    if len(xs) < 2:
        return xs[:]
    mid = len(xs) // 2
    a, b = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    out = []
    while a and b:
        out.append((a if a[0] <= b[0] else b).pop(0))
    return out + a + b
data = [5, 3, 8, 1, 9, 2, 7, 3]
print(quicksort(data), merge_sort(data), data)
