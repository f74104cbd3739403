# attack: sorted() of an infinite generator
# limits: while=0 memory=64MiB
# expect: limit ops
def g():
    while True:
        yield 1
sorted(g())
