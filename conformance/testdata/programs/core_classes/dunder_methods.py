class Vec:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __add__(self, other):
        return Vec(*[a + b for a, b in zip(self.xs, other.xs)])
    def __eq__(self, other):
        return self.xs == other.xs
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        return self.xs[i]
    def __str__(self):
        return 'Vec' + str(tuple(self.xs))
v = Vec(1, 2) + Vec(10, 20)
print(v, len(v), v[1], v == Vec(11, 22), v != Vec(0, 0))
print(str(v), [x for x in v])
