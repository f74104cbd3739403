a = [1, 2]
b = (3, 4)
print([*a, *b, 5])
print((*a, *'xy'))
print({*a, *b})
print({**{'a': 1}, 'b': 2, **{'a': 3}})
def f(*args):
    return len(args)
print(f(*a, *b), f(*range(10)))
