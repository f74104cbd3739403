def twice(f):
    def wrapper(*args):
        return f(f(*args))
    return wrapper
def tag(name):
    def deco(f):
        def inner(x):
            return name + ':' + str(f(x))
        return inner
    return deco
@twice
def inc(x):
    return x + 1
@tag('sq')
def square(x):
    return x * x
print(inc(5), square(4))
