def repeat(times):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(times)]
        return wrapper
    return deco
@repeat(3)
def roll(x): return x * 2
print(roll(4))
