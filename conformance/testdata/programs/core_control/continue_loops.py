total = 0
for i in range(20):
    if i % 3 == 0:
        continue
    if i > 15:
        break
    total += i
print(total)
i = 0
odds = []
while i < 10:
    i += 1
    if i % 2 == 0:
        continue
    odds.append(i)
print(odds)
