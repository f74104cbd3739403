d = {'k': [1, 2]}
x = 3
print(f'{d["k"][1]}|{x ** 2}|{x if x > 2 else 0}|{(lambda: 5)()}|{[i for i in range(x)]}|{x:{"0" if x else ""}4}|{"%s" % x}')
