print(max(3, 1, 2), min('bca'), max([1, 5, 2], key=lambda x: -x), min([], default='none'), max([], default=None))
print(max(['aa', 'b', 'ccc'], key=len), min(('x', 2), ('a', 9)), max({'b': 1, 'a': 2}), min([3, 1], key=None))
print(max([1, 1.0]), max([1.0, 1]), min([0, -0.0]), max('ab', 'b'), max([2, 2], default=0))
