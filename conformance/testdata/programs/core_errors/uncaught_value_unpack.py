pairs = [(1, 2), (3, 4, 5)]
for a, b in pairs:
    print(a, b)
