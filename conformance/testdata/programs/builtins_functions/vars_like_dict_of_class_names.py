class P:
    def __init__(self):
        self.a = 1
        self.b = 2
p = P()
print([k for k in dir(p) if not k.startswith('__')])
