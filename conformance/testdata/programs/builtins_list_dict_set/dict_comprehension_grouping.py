words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry']
groups = {}
for w in words: groups.setdefault(w[0], []).append(w)
print(groups)
print({k: len(v) for k, v in groups.items() if len(v) > 1})
