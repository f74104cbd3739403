# attack: __match_args__ and __slots__ of built-in and library types (complex, slice, ...) expose only names
# table: __match_args__/__slots__ are tuples of strs
# expect: policy dunder
# message: Forbidden access to dunder attribute: __subclasses__
# output: ('x', 'y') ('x', 'y') None
class P:
    __slots__ = ('x', 'y')
    __match_args__ = ('x', 'y')
print(P.__slots__, P.__match_args__, getattr(int, '__match_args__', None))
P.__match_args__.__class__.__subclasses__
