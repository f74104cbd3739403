data = [1, 5, 3, 8, 2]
if (n := len(data)) > 3:
    print('long', n)
print([y for x in data if (y := x * 2) > 5])
print(y)
vals = iter([3, 2, 1, 0, 9])
while (v := next(vals)) != 0:
    print('v', v)
def f():
    total = 0
    [total := total + i for i in range(5)]
    return total
print(f())
print((z := 10) + z)
stack = [1, 2, 3]
while stack and (top := stack.pop()) > 1:
    print('top', top)
print(any((hit := x) > 4 for x in data), hit)
