# attack: __eq__ recursing into itself through ==
# expect: python RecursionError
# message: maximum recursion depth exceeded
class A:
    def __eq__(self, other):
        return self == other
A() == A()
