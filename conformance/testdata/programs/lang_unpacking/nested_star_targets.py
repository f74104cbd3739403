data = [('ann', 30, 'x', 'y'), ('bob', 25)]
for name, age, *tags in data:
    print(f'{name:>5}|{age:3d}|{tags}')
head, *(tail) = [1, 2, 3]
print(head, tail)
