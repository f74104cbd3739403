# traceback: full
x = [1, 2]
x.append(3)
print(x)
x.push(4)
