calls = []
def idx():
    calls.append('idx')
    return 0
class Obj:
    def __init__(self): self.v = [1]
def get():
    calls.append('get')
    return o
o = Obj()
get().v[idx()] += 5
print(o.v, calls)
