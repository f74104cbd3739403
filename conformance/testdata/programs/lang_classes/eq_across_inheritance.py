class Point:
    def __init__(self, x, y): self.x, self.y = x, y
    def __eq__(self, o):
        if type(o) is not type(self): return NotImplemented
        return (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
class Point3(Point):
    pass
print(Point(1, 2) == Point(1, 2), Point(1, 2) == Point3(1, 2), Point3(1, 2) == Point3(1, 2), Point(1, 2) != (1, 2))
