# attack: __wrapped__ of library wrappers (lru_cache, wraps, partial) leads only to the program's functions
# imports: functools
# requires: functools
# table: __wrapped__ is the program's own function
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: 3 f
import functools
@functools.lru_cache
def f(x):
    return x
print(f.__wrapped__(3), f.__wrapped__.__name__)
f.__wrapped__.__globals__
