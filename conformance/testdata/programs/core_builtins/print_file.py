class W:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        print('flushed', len(self.parts))
w = W()
print(1, 'a', [2], file=w)
print(file=w)
print('x', 'y', sep='-', end='!', file=w, flush=True)
print(w.parts)
print('to stdout', file=None)
for bad in [3, 'str', [1]]:
    try:
        print('x', file=bad)
    except AttributeError as e:
        print(type(e).__name__, e)
class NoFlush:
    def write(self, s): pass
try:
    print('x', file=NoFlush(), flush=True)
except AttributeError as e:
    print(e)
class Fail:
    def write(self, s): raise ValueError('closed')
try:
    print('x', file=Fail())
except ValueError as e:
    print(e)
