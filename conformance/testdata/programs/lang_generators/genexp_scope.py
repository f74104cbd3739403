x = 10
g = (x + i for i in range(3))
x = 20
print(list(g))
y = [1, 2]
g2 = (a for a in y)
y = [3, 4]
print(list(g2))
