class CM:
    def __init__(self, i): self.i = i
    def __enter__(self): return self.i
    def __exit__(self, *a): print('exit', self.i)
for i in range(4):
    with CM(i) as v:
        if v == 1:
            continue
        if v == 3:
            break
        print('body', v)
