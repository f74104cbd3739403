print(any([]), all([]), any([0, '', None]), all([1, 'a', [0]]))
print(any(x > 2 for x in [1, 2, 3]), all(isinstance(x, int) for x in [1, 2.0]))
