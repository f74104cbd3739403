recs = [('b', 2), ('a', 2), ('c', 1), ('d', 1)]
recs.sort(key=lambda r: r[1])
print(recs)
