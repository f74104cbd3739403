# attack: setattr(obj, '__class__', ...) (unchecked in smolagents, spec §4.6 gap 5)
# expect: policy dunder
# message: Forbidden assignment to dunder attribute: __class__
class A:
    pass
class B:
    pass
setattr(A(), '__class__', B)
