def outer():
    def inner(): pass
    return inner
print(outer().__name__, outer().__qualname__, outer.__module__)
lam = lambda: 0
print(lam.__name__, lam.__qualname__)
