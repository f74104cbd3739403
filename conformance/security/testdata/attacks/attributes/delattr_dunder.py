# attack: del obj.__doc__
# expect: policy dunder
# message: Forbidden deletion of dunder attribute: __doc__
class A:
    'doc'
del A.__doc__
