# krait-run: --allow-import copy
# The memo deepcopy fills: one entry per copied object plus the
# keep-alive list at memo[id(memo)], in CPython's order.
import copy

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

class Custom:
    def __init__(self, v):
        self.v = v
    def __deepcopy__(self, memo):
        print("deepcopy sees", len(memo), "entries")
        return Custom(copy.deepcopy(self.v, memo))

shared = [1, 2]
data = {"a": shared, "b": shared, "t": (1, "x"), "tl": ([3],), "p": Point(1, [4]), "c": Custom([5])}
memo = {}
out = copy.deepcopy(data, memo)
print(out["a"] is out["b"], out["t"] is data["t"], out["tl"] is data["tl"])
kept = memo[id(memo)]
print(len(memo), len(kept))
print([type(k).__name__ for k in kept])
print(kept[0] is shared, kept[-1] is data)
print(all(memo[id(x)] is not x for x in kept))
print(id(data["t"]) in memo)

memo2 = {id(shared): "replaced"}
print(copy.deepcopy([shared, shared], memo2))
memo3 = {}
copy.deepcopy(5, memo3)
copy.deepcopy("s", memo3)
print(memo3)
