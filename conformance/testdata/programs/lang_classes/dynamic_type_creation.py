Point = type('Point', (), {'x': 0, 'dist': lambda self: abs(self.x)})
p = Point()
p.x = -4
print(Point.__name__, p.dist(), type(p).__name__)
Sub = type('Sub', (Point,), {})
print(Sub.mro()[1].__name__, Sub().dist())
