class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split('.'))
    def __eq__(self, o):
        if not isinstance(o, Version): return NotImplemented
        return self.parts == o.parts
    def __lt__(self, o):
        if not isinstance(o, Version): return NotImplemented
        return self.parts < o.parts
    def __le__(self, o): return self == o or self < o
    def __repr__(self): return 'V' + '.'.join(map(str, self.parts))
vs = [Version(s) for s in ['1.10', '1.2', '1.2.1', '0.9']]
print(sorted(vs))
print(max(vs), min(vs))
print(Version('1.0') == Version('1.0'), Version('1.0') != Version('1.1'))
print(Version('2.0') > Version('1.0'), Version('1.0') >= Version('1.0'))
print(Version('1.0') == '1.0')
