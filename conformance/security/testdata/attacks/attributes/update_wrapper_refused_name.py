# attack: functools.update_wrapper reads a refused name for the caller (issue 14 item 7)
# imports: functools
# requires: functools
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
import functools
class Box:
    pass
b = Box()
functools.update_wrapper(b, lambda: 0, assigned=('__globals__',))
print(b.__globals__)
