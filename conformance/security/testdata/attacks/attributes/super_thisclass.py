# attack: super().__thisclass__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __thisclass__
class A:
    def f(self):
        return super().__thisclass__
A().f()
