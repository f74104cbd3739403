from collections import namedtuple
Color = namedtuple('Color', 'red green blue', defaults=(0,))
c = Color(255, 128)
print(c, c._asdict(), c._fields, Color._field_defaults)
print(c._replace(blue=255, red=0))
print(Color._make(range(3)))
print(c == (255, 128, 0), c[1:], c[-1], c.index(128), c.count(255))
r, g, b = c
print(r + g + b)
print(isinstance(c, tuple), len(c), list(c))
print(Color(*[1, 2, 3]) < Color(1, 2, 4))
print({c: 'hashable'}[Color(255, 128, 0)])
print(max(Color(1, 2, 3), Color(0, 9, 9)))
