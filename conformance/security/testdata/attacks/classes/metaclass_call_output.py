# attack: a metaclass hooking class creation (__new__) — refused outright
# expect: python TypeError
# message: krait does not support metaclasses (class A uses metaclass M)
class M(type):
    def __new__(mcs, name, bases, ns):
        print('creating', name)
        return super().__new__(mcs, name, bases, ns)
class A(metaclass=M):
    pass
print(isinstance(A, M))
