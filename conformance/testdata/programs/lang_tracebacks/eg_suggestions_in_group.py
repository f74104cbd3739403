# traceback: full
class Point:
    def __init__(self):
        self.x = 1
def a():
    return undefined_nam
def b():
    return Point().y
values = 1
def c():
    return valuez
errs = []
for f in (a, b, c):
    try:
        f()
    except Exception as e:
        errs.append(e)
try:
    raise ExceptionGroup('lookups', errs[:2])
except* AttributeError as e:
    raise TypeError('from handler')
