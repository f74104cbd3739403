# attack: __match_args__ naming a dunder, read by a positional class pattern
# table: __match_args__ naming __dict__ reads the instance's own dict; naming __reduce_ex__ is refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __reduce_ex__
# output: {}
class A:
    __match_args__ = ('__dict__',)
class B:
    __match_args__ = ('__reduce_ex__',)
match A():
    case A(d):
        print(d)
match B():
    case B(r):
        print(r)
