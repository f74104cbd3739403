# traceback: full
def area(shape):
    match shape:
        case ('square', s):
            return s * s
        case ('rect', w, h):
            return w * h
    return shape.area
print(area(('square', 3)))
print(area(('circle', 2)))
