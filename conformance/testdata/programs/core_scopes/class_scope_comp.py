def f():
    y = 10
    return [y * i for i in range(3)]
print(f())
x = 5
print([x + i for i in range(3)])
