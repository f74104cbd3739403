data = [1, 5, 12, 7, 20]
if (n := len(data)) > 3:
    print('long', n)
big = [y for x in data if (y := x * 2) > 10]
print(big, y)
def f():
    vals = [last := v for v in range(4)]
    return vals, last
print(f())
while (chunk := data[:2]):
    print(chunk)
    data = data[2:]
