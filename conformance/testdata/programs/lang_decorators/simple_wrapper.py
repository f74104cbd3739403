def shout(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).upper() + '!'
    return wrapper
@shout
def greet(name, punct=''):
    return f'hello {name}{punct}'
print(greet('bob'), greet('amy', punct='?'), greet.__name__)
