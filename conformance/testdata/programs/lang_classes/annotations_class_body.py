class Point:
    x: int
    y: int = 0
    label: str = 'p'
p = Point()
print(p.y, p.label, hasattr(p, 'x'))
