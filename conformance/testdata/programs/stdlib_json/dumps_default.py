# krait-run: --allow-import json
import json
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
def enc(o):
    if isinstance(o, Point):
        return {'x': o.x, 'y': o.y}
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f'cannot encode {type(o).__name__}')
print(json.dumps([Point(1, 2), {3, 1, 2}], default=enc))
print(json.dumps({'p': Point(0, 0)}, default=lambda o: {'x': o.x, 'y': o.y} if hasattr(o, 'x') else None))
print(json.dumps(Point(5, 6), default=lambda p: {'x': p.x, 'y': p.y}, indent=1))
try:
    json.dumps(object(), default=enc)
except TypeError as e:
    print(e)
