class Proxy:
    def __init__(self, target):
        self.target = target
        self.log = []
    def __getattr__(self, name):
        self.log.append(name)
        return getattr(self.target, name)
p = Proxy([3, 1, 2])
p.append(0)
p.sort()
print(p.target, p.log)
try:
    p.nothing
except AttributeError as e:
    print(e)
print(hasattr(p, 'pop'), hasattr(p, 'zzz'))
