l = [1, 2, 1, 3, 1]
print(l.index(1), l.index(1, 1), l.index(1, 3, 5), l.count(1), l.count(9), [[1]].count([1]), [1, 1.0, True].count(1))
