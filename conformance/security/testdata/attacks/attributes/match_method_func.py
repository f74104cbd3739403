# attack: a match pattern fetching a bound method's __func__ and __self__
# table: __func__ and __self__ are the program's own function and instance; __globals__ stays refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: m A
class A:
    def m(self):
        pass
match A().m:
    case object(__func__=fn, __self__=s):
        print(fn.__name__, type(s).__name__)
        fn.__globals__
