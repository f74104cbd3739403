def gen():
    try:
        yield 1
        yield 2
    finally:
        print('cleanup')
g = gen()
print(next(g))
g.close()
print(next(g, 'closed'))
g2 = gen()
g2.close()
print('never started closed ok')
def catches():
    try:
        yield 1
    except GeneratorExit:
        print('exit seen')
        raise
c = catches(); next(c); c.close()
