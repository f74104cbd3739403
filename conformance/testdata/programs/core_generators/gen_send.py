def averager():
    total = 0
    count = 0
    avg = None
    while True:
        value = yield avg
        total += value
        count += 1
        avg = total / count
a = averager()
next(a)
for v in [10, 20, 30]:
    print(a.send(v))
