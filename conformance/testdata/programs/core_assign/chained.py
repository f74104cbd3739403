a = b = c = []
a.append(1)
print(a, b, c, a is b)
x = y = 5
x += 1
print(x, y)
i = 0
lst = [0, 0, 0]
i = lst[i] = 2
print(i, lst)
