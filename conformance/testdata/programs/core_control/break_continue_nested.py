result = []
for i in range(5):
    if i % 2:
        continue
    for j in range(5):
        if j > i:
            break
        if j == 1:
            continue
        result.append((i, j))
print(result)
i = 0
out = []
while i < 10:
    i += 1
    if i % 3 == 0:
        continue
    if i > 7:
        break
    out.append(i)
print(out)
for c in 'abc':
    try:
        if c == 'b':
            continue
        print('body', c)
    finally:
        print('finally', c)
for c in 'xy':
    try:
        break
    finally:
        print('finally on break', c)
