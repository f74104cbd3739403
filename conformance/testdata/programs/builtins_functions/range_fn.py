for r in [range(5), range(2, 8), range(10, 0, -3), range(0), range(-5, -1)]:
    print(r, list(r), len(r), r[0] if r else None, r[-1] if r else None)
print(range(10)[2:8:2], range(10)[::-1], 5 in range(10), 10 in range(10), range(0, 10, 2) == range(0, 9, 2))
print(range(3).count(1), range(10).index(4), range(1, 10, 3)[1])
