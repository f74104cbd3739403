class Celsius:
    def __init__(self): self._t = 0
    t = property(lambda self: self._t)
c = Celsius()
try:
    c.t = 5
except AttributeError as e:
    print(e)
try:
    del c.t
except AttributeError as e:
    print(e)
