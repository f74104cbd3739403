names = ['ann', 'bob', 'cy']
ages = [31, 25, 40]
for i, n in enumerate(names):
    print(i, n)
for i, n in enumerate(names, start=1):
    print(i, n)
print(list(zip(names, ages)))
print(dict(zip(names, ages)))
print(list(zip('ab', range(5), [True, False, None])))
for n, a in zip(names, ages):
    print(f'{n} is {a}')
