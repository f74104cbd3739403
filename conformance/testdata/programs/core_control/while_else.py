n = 0
while n < 5:
    n += 1
else:
    print('done', n)
n = 0
while True:
    n += 1
    if n > 3:
        break
else:
    print('not printed')
print(n)
