# attack: list() of an infinite generator
# limits: while=0
# expect: limit ops
def g():
    while True:
        yield 1
list(g())
