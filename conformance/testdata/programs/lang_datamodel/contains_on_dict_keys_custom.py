class Box:
    def __init__(self, items): self.items = items
    def __iter__(self): yield from self.items
    def __len__(self): return len(self.items)
b = Box([3, 4])
print(list(b), len(b), dict.fromkeys(b), set(b), tuple(b), [*b, 5])
