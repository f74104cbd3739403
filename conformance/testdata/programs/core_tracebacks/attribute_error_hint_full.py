# traceback: full
class Shape:
    def __init__(self):
        self.width = 2
        self.height = 3
s = Shape()
print(s.width * s.height)
print(s.widht)
