# attack: metaclasses are refused outright (a metaclass __getattr__ or __call__ would otherwise hook attribute and class machinery)
# expect: python TypeError
# message: krait does not support metaclasses (class A uses metaclass M)
class M(type):
    def __getattr__(cls, name):
        return name
class A(metaclass=M):
    pass
print(A.anything)
A.__globals__
