# traceback: full
def ensure_list(fn):
    def wrapper(arg):
        return fn(list(arg))
    return wrapper
@ensure_list
def first(items):
    return items[0]
print(first('abc'))
print(first(''))
