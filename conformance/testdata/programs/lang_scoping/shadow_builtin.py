def f():
    len = lambda x: 42
    return len([1, 2])
print(f(), len([1, 2]))
list = [1]
print(list)
del list
print(list('ab'))
