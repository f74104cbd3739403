data = [3, 8, 1, 9]
if (n := len(data)) > 3:
    print('long', n)
print([y for x in data if (y := x * 2) > 5], y)
def f():
    [last := v for v in range(4)]
    return last
print(f())
while (item := data.pop()) != 8:
    print('popped', item)
print(data)
