total = 0
for v in [1, 2, '3']:
    total += v
print(total)
