for i in range(3):
    for j in range(3):
        if j == i:
            continue
        if j > i + 1:
            break
        print(i, j)
pairs = []
for a in 'ab':
    for b in 'xy':
        pairs.append(a + b)
print(pairs)
