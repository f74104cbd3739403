class Color:
    def __init__(self, r, g, b): self.rgb = (r, g, b)
    @classmethod
    def from_hex(cls, h):
        h = h.lstrip('#')
        return cls(*(int(h[i:i + 2], 16) for i in (0, 2, 4)))
    @classmethod
    def gray(cls, v): return cls(v, v, v)
    def __repr__(self): return f'{type(self).__name__}{self.rgb}'
class Paint(Color): pass
print(Color.from_hex('#ff8000'), Paint.gray(7), Paint.from_hex('000000'))
