# attack: printing 70 MB — the output budget ends the run (never unbounded memory)
# limits: ops=1e12 time=30s memory=64MiB
# expect: limit output
# message: output limit of 67108864 bytes exceeded
s = 'y' * 1000000
for i in range(70):
    print(s)
