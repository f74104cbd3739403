# attack: recursion re-entering through __str__ and str()
# expect: python RecursionError
# message: maximum recursion depth exceeded
class A:
    def __str__(self):
        return str(self)
print(A())
