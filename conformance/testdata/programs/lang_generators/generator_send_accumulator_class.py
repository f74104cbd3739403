class Acc:
    def __init__(self):
        self.gen = self._run()
        next(self.gen)
    def _run(self):
        total = 0
        while True:
            v = yield total
            total += v
    def add(self, v):
        return self.gen.send(v)
a = Acc()
print([a.add(v) for v in [1, 2, 3]])
