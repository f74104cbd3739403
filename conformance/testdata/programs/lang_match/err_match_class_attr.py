# traceback: full
class Shape:
    __match_args__ = ('kind', 'size')
    def __init__(self, kind):
        self.kind = kind
def area(s):
    match s:
        case Shape('square', n):
            return n * n
        case _:
            return 0
print(area(Shape('circle')))
print(area(Shape('square')))
