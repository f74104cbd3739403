class P:
    __match_args__ = ('a',)
    def __init__(self): self.a = 1
class Q:
    def __init__(self): self.a = 1
try:
    match P():
        case P(x, y):
            pass
except TypeError as e:
    print(e)
try:
    match Q():
        case Q(x):
            pass
except TypeError as e:
    print(e)
match Q():
    case Q(a=v):
        print('kw works', v)
