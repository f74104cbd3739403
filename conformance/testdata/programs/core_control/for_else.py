for i in range(3):
    print(i)
else:
    print('else runs')
for i in range(10):
    if i == 4:
        break
else:
    print('no')
print('broke at', i)
for x in []:
    pass
else:
    print('empty else')
