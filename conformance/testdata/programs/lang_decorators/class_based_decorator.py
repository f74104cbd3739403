class Trace:
    def __init__(self, fn):
        self.fn = fn
        self.depth = 0
    def __call__(self, *args):
        print('  ' * self.depth + f'-> {self.fn.__name__}{args}')
        self.depth += 1
        r = self.fn(*args)
        self.depth -= 1
        print('  ' * self.depth + f'<- {r}')
        return r
@Trace
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
fact(3)
