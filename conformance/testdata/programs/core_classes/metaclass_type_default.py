class A(metaclass=type):
    x = 1
print(A.x, type(A).__name__, isinstance(A, type))
class B(A, metaclass=type):
    pass
print(B.x, B.__name__)
