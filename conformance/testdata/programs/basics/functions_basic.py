# Defining and calling functions: defaults, *args, **kwargs, keyword-only.
def greet(name, greeting="Hello"):
    return f"{greeting}, {name}!"

print(greet("Ann"), greet("Bob", "Hi"), greet(greeting="Yo", name="Cy"))

def stats(*args, **kwargs):
    return len(args), sorted(kwargs.items())

print(stats(1, 2, 3, a=1, b=2))
print(stats(*[4, 5], **{"z": 0}))

def kw_only(a, *, b, c=3):
    return a + b + c

print(kw_only(1, b=2), kw_only(1, b=2, c=10))

def pos_only(a, b, /, c):
    return (a, b, c)

print(pos_only(1, 2, c=3))

def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

print(fact(10), fact(25))
square = lambda v: v * v
print(square(12), (lambda *a: sum(a))(1, 2, 3))
print(greet.__name__, fact.__doc__)
