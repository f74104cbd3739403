# Found by difftest: a set display of 3+ constants is built from a folded
# frozenset constant, which decides its iteration order.
print({'a', 'b', 'c', 'hello', 'zz', 'x1'})
x = 'a'
print({x, 'b', 'c', 'hello', 'zz', 'x1'})
print(set(['a', 'b', 'c', 'hello', 'zz', 'x1']))
print({2**40, 99, 7, 1000, -3, 64, 1})
print({99, 7, 1000, -3, 64, 1})
print({'pear', 'fig', 'apple'}, {'a', 'b'}, {1, 2, 3})
print({(1, 2), 'kiwi', 'é', '', 'zz', 'x1', 'b'})
print({10**30, 10**40, 5, 6, 7, 8, 9, 11, 12})
print({1 << 100, 1 << 200, 5, 6, 7, 8, 9, 11, 12})
print({-1, 0, 7, 99, 31, 1000, 64, 2})
for v in {'a', 'b', 'c', 'hello', 'zz', 'x1'}:
    print(v, end=' ')
print()
print([v for v in {'a', 'b', 'c', 'hello', 'zz', 'x1'}], list({'a', 'b', 'c', 'hello', 'zz', 'x1'}))
print([(i, v) for i in range(2) for v in {'hello', 'zz', 'x1', 'b'}])
print(sorted(v for v in {3, 1, 2}), {v: 0 for v in {'zz', 'x1', 'b', 'a'}})
print({'pear', 'kiwi', 'a'}, {'pear', 'a', 'fig', 'é'}, {'zz', 'é', 'x1', 'apple'})
print({'kiwi', 'x1', 'b', 'apple'}, {'a', 'x1', 'b', 'apple'}, {'zz', 'a', 'hello', 'é'})
