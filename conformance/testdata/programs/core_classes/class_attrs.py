class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count
a = Counter()
b = Counter()
print(a.id, b.id, Counter.count, a.count)
class Config:
    debug = False
    levels = ['low', 'high']
    def describe(self):
        return f'debug={self.debug} levels={len(self.levels)}'
print(Config().describe())
