# traceback: full
class P:
    __match_args__ = ('x',)
    def __init__(self):
        self.x = 1
match P():
    case P(a, b):
        print(a, b)
