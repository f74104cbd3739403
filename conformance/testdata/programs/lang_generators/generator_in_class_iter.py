class Range2D:
    def __init__(self, w, h): self.w, self.h = w, h
    def __iter__(self):
        for y in range(self.h):
            for x in range(self.w):
                yield x, y
    def __len__(self): return self.w * self.h
r = Range2D(2, 2)
print(list(r), len(r), (1, 1) in r, list(r) == list(r))
