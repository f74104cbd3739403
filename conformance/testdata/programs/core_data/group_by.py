records = [('fruit', 'apple'), ('veg', 'kale'), ('fruit', 'pear'), ('veg', 'leek'), ('nut', 'pecan')]
groups = {}
for kind, name in records:
    groups.setdefault(kind, []).append(name)
print(groups)
for k in sorted(groups):
    print(k, ', '.join(sorted(groups[k])))
counts = {k: len(v) for k, v in groups.items()}
print(max(counts, key=counts.get), min(counts.values()))
