# attack: __defaults__/__kwdefaults__ give copies of the defaults; rebinding them is refused
# table: __defaults__ is readable (a tuple of the program's values), not assignable
# expect: policy dunder
# message: Forbidden assignment to dunder attribute: __defaults__
# output: ([1],) {'b': 2}
# output: ([1], 2)
def f(a=[1], *, b=2):
    return a, b
print(f.__defaults__, f.__kwdefaults__)
f.__kwdefaults__['b'] = 3
print(f())
f.__defaults__ = ([9],)
