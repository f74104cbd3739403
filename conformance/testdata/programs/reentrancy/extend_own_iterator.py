# list.extend and += append a non-list iterable as they iterate it, so an
# iterator over the list itself sees what they append (issue 14 item 8).
lst = [1, 2, 3]
lst.extend(x * 10 for _, x in zip(range(8), lst))
print(lst)
lst = [1, 2, 3]
lst += (x + 1 for _, x in zip(range(5), lst))
print(lst)
lst = [1, 2]
lst.extend(lst)
print(lst)
lst = [1, 2]
lst += lst
print(lst)
lst = [1, 2]
lst.extend(iter(lst[:]))
print(lst)
lst = [1]
lst.extend(map(lambda x: x * 2, [x for x in lst]))
print(lst)
try:
    [].extend(5)
except TypeError as e:
    print(e)
