# attack: a class-level __getattr__ fallback does not bypass the dunder rule
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
class A:
    def __getattr__(self, name):
        return 'fallback'
print(A().x)
A().__globals__
