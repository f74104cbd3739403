def t(f):
    try:
        f()
    except BaseException as e:
        print(type(e).__name__, repr(str(e)))
def r1(): raise ValueError
def r2(): raise ValueError('msg')
def r3(): raise 5
def r4(): raise ValueError from 3
def r5(): raise
def r6():
    try:
        raise KeyError('orig')
    except KeyError:
        raise
def r7(): raise Exception('a', 'b')
def r8(): raise StopIteration(7)
for f in (r1, r2, r3, r4, r5, r6, r7, r8):
    t(f)
try:
    raise TypeError
except TypeError as e:
    print(e.args, repr(e))
