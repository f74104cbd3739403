# attack: a match pattern fetching a bound method's __func__ and __self__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __func__
class A:
    def m(self):
        pass
match A().m:
    case object(__func__=fn, __self__=s):
        print(fn, s)
