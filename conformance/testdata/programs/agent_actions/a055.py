# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
class Vector:
    def __init__(self, *components):
        self.c = tuple(components)
    def __add__(self, other):
        return Vector(*(a + b for a, b in zip(self.c, other.c)))
    def __sub__(self, other):
        return Vector(*(a - b for a, b in zip(self.c, other.c)))
    def __mul__(self, k):
        return Vector(*(a * k for a in self.c))
    __rmul__ = __mul__
    def __matmul__(self, other):
        return sum(a * b for a, b in zip(self.c, other.c))
    def __abs__(self):
        return (self @ self) ** 0.5
    def __eq__(self, other):
        return isinstance(other, Vector) and self.c == other.c
    def __repr__(self):
        return f"Vector{self.c}"
v, w = Vector(1, 2, 3), Vector(4, 5, 6)
print(v + w, w - v, 2 * v, v * 0.5)
print(v @ w, round(abs(w), 4), v == Vector(1, 2, 3), v != w)
print(sorted([w, v], key=abs))
