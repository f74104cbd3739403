class P:
    def __init__(self): self.x, self.y = 1.5, [10, 20]
p = P()
print('{0.x:.2f} {0.y[1]} {p.x}'.format(p, p=p))
