for v in [0, 1, 2]:
    print('zero' if v == 0 else 'one' if v == 1 else 'many')
x = [] or 'default'
y = 'a' and 'b'
z = 0 or '' or None
print(x, y, z)
print(1 and 0, 0 and 1, 1 or 0, None or 0)
