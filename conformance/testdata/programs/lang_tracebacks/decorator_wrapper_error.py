# traceback: full
def validate_args(fn):
    def wrapper(*args):
        for a in args:
            if a < 0:
                raise ValueError(f'negative argument {a}')
        return fn(*args)
    return wrapper
@validate_args
def area(w, h):
    return w * h
print(area(2, 3))
print(area(2, -3))
