# attack: functools.update_wrapper(obj, (), assigned=('__class__',)) reads __class__ for the caller under smolagents' rule (issue 14 item 7)
# imports: functools
# requires: functools
# policy: strict
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
import functools
class Box:
    pass
b = Box()
functools.update_wrapper(b, (), assigned=('__class__',))
