# attack: functools.update_wrapper(updated=...) merges a refused namespace into the wrapper
# imports: functools
# requires: functools
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
import functools
def f():
    pass
functools.update_wrapper({}, f, assigned=(), updated=('__globals__',))
