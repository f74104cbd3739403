people = [('ann', 31), ('bob', 25), ('cy', 31)]
print(max(people, key=lambda p: p[1]), min(people, key=lambda p: p[1]), max(people))
print(max('apple', 'fig', 'banana', key=len), min([], default=None), max([3], default=0))
print(max([1, 5, 2]), min(4, 9), max('hello'), min((3, 'x'), (3, 'a')))
print(max({'a': 3, 'b': 1}, key={'a': 3, 'b': 1}.get), min(range(5, 0, -1)))
for bad in (lambda: max(1), lambda: min([1, 'a']), lambda: max([], key=len), lambda: max(1, 2, default=3)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
