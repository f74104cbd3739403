names = ['a', 'b', 'c']
scores = [90, 85, 77]
ranked = {n: (i, s) for i, (n, s) in enumerate(zip(names, scores), 1)}
print(ranked, list(zip(*ranked.values())))
