print(all([]), any([]), all([1, 'a', [0]]), any([0, '', None]), all(x > 0 for x in [1, 2]), any(iter([0, 0, 3])))
print(all('abc'), any({}), any({0: 1}), all([[]]))
