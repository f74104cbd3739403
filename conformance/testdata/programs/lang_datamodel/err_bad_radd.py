# traceback: full
class Meters:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        return Meters(self.v + o.v)
def total(xs):
    return sum(xs)
print(total([Meters(1), Meters(2)]).v)
