total = 0
for i in range(100000):
    total += i * i % 7
print(total)
s = 0
i = 0
while i < 50000:
    s ^= i
    i += 1
print(s)
