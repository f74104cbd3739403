for i in range(3):
    if i == 5:
        break
else:
    print('for completed')
for i in range(3):
    if i == 1:
        break
else:
    print('not printed')
print('broke at', i)
n = 0
while n < 3:
    n += 1
else:
    print('while completed', n)
while True:
    break
else:
    print('never')
for x in []:
    pass
else:
    print('empty for else')
def find(seq, target):
    for i, v in enumerate(seq):
        if v == target:
            return i
    else:
        return -1
print(find('abc', 'c'), find('abc', 'z'))
for i in range(3):
    for j in range(3):
        if j == 2:
            break
    else:
        print('inner else never')
    continue
print('done', i, j)
