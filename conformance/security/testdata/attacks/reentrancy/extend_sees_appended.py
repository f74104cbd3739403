# attack: extend from a generator over the list itself, bounded: it sees what extend appended, as in CPython (issue 14, item 8)
# expect: ok
# output: [1, 2, 3, 10, 20, 30, 100, 200, 300, 1000, 2000]
lst = [1, 2, 3]
lst.extend(x * 10 for _, x in zip(range(8), lst))
print(lst)
