# krait-run: --allow-import abc
from abc import ABC, ABCMeta, abstractmethod, abstractproperty, abstractclassmethod
class Base(ABC):
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...
    @staticmethod
    @abstractmethod
    def helper(): ...
class Impl(Base):
    name = "impl"
    @classmethod
    def make(cls): return cls()
class Full(Impl):
    @staticmethod
    def helper(): return 1
for c in (Base, Impl, Full):
    try:
        print(c().name)
    except TypeError as e:
        print(e)
print(type(Base), type(Full), type(ABC), repr(ABCMeta))
print(isinstance(Full(), ABC), isinstance(Base, ABCMeta))
class Duck:
    def quack(self): return "q"
Base.register(Duck)
print(issubclass(Duck, Base), isinstance(Duck(), Base), issubclass(Duck, Impl), issubclass(int, Base))
@Impl.register
class Reg: pass
print(issubclass(Reg, Base), issubclass(Reg, Impl), Reg.__name__)
class Hooked(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if hasattr(C, "quack"):
            return True
        return NotImplemented
print(issubclass(Duck, Hooked), isinstance(1, Hooked))
try:
    Full(1)
except TypeError as e:
    print(e)
class P(ABC):
    def __init__(self, x): self.x = x
print(P(3).x)
class Q(ABC): pass
print(type(Q()).__name__)
try:
    Q(1)
except TypeError as e: print(e)
class Mix:
    @abstractmethod
    def f(self): ...
class C(Mix, ABC): pass
print(type(C()).__name__)
class D(ABC, Mix):
    f = abstractmethod(lambda self: 0)
try: D()
except TypeError as e: print(e)
class E(ABC):
    x = abstractproperty(lambda self: 1)
    y = abstractclassmethod(lambda cls: 2)
try: E()
except TypeError as e: print(e)
