def check(x):
    print('check', x)
    return x > 2
print(any(check(x) for x in [1, 3, 5]))
print(all(check(x) for x in [5, 1, 9]))
