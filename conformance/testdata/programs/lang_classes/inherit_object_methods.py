class A:
    pass
print(issubclass(A, object), isinstance(A, object), isinstance(A, type))
