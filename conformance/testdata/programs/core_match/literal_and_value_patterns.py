import math
class Color:
    RED = 'red'
    GREEN = 'green'
def classify(v):
    match v:
        case True:
            return 'true'
        case None:
            return 'none'
        case Color.RED:
            return 'the red constant'
        case math.pi:
            return 'pi'
        case 1 | 2 | 3:
            return 'small int'
        case 'a' | 'b':
            return 'letter'
        case -1:
            return 'minus one'
        case 1.5:
            return 'one and a half'
        case b'raw':
            return 'bytes'
        case _:
            return 'other'
for v in (True, 1, None, 'red', math.pi, 2, 'b', -1, 1.5, b'raw', False, 1.0):
    print(repr(v), classify(v))
