class Color:
    RED = (255, 0, 0)
    GREEN = (0, 255, 0)
    ALL = [RED, GREEN]
    @classmethod
    def names(cls):
        return [k for k in ('RED', 'GREEN', 'BLUE') if hasattr(cls, k)]
    @staticmethod
    def to_hex(rgb):
        return '#' + ''.join(f'{c:02x}' for c in rgb)
print(Color.names(), [Color.to_hex(c) for c in Color.ALL])
