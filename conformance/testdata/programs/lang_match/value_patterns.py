import math
class Color:
    RED = 'red'
    GREEN = 'green'
def f(c):
    match c:
        case Color.RED:
            return 'stop'
        case Color.GREEN:
            return 'go'
        case math.pi:
            return 'pi'
        case _:
            return '?'
print(f('red'), f('green'), f(math.pi), f('blue'))
