# attack: __repr__ recursing through repr()
# expect: python RecursionError
# message: maximum recursion depth exceeded
class A:
    def __repr__(self):
        return repr(self)
repr(A())
