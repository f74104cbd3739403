class M:
    @staticmethod
    def add(a, b): return a + b
    @classmethod
    def name(cls): return cls.__name__
m = M()
print(m.add(1, 2), M.add(3, 4), m.name(), M.name())
f = M.add
print(f(5, 6))
