def counter(start):
    n = start
    while n < start + 3:
        cmd = yield n
        if cmd == 'reset':
            n = start
        else:
            n += 1
c = counter(10)
print(next(c), next(c), c.send('reset'), next(c), next(c), next(c, 'end'))
