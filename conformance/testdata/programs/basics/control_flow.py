# if/elif/else, while, for with break/continue/else.
for i in range(10):
    if i % 3 == 0:
        print(i, "fizz")
    elif i % 5 == 0:
        print(i, "buzz")
    else:
        continue
n = 0
while True:
    n += 1
    if n > 4:
        break
print("n =", n)
for x in [1, 2, 3]:
    if x == 5:
        break
else:
    print("no break")
i = 0
while i < 3:
    i += 1
else:
    print("while else", i)
print([x for x in range(20) if x % 7 == 0])
print(list(range(10, 0, -3)), list(range(0)))
x = 5
print("big" if x > 3 else "small")
