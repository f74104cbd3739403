# traceback: full
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
def build(coords):
    return [Point(*c) for c in coords]
build([(1, 2), (3,)])
