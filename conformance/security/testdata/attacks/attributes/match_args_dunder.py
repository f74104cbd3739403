# attack: __match_args__ naming a dunder, read by a positional class pattern
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
class A:
    __match_args__ = ('__dict__',)
match A():
    case A(d):
        print(d)
