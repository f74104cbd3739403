# attack: sum() of an infinite generator
# limits: while=0 memory=64MiB
# expect: limit ops
def g():
    n = 0
    while True:
        n += 1
        yield n
sum(g())
