# attack: printing 200 MB — the output budget ends the run (never unbounded memory)
# limits: ops=1e12 time=10s
# expect: limit output
# message: output limit of 67108864 characters exceeded
s = 'y' * 10000
for i in range(20000):
    print(s)
