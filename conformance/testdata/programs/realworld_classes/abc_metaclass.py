# krait-run: --allow-import abc
from abc import ABCMeta, abstractmethod
class B(metaclass=ABCMeta):
    @abstractmethod
    def f(self): ...
class C(B):
    def f(self): return 1
print(C().f(), type(B))
try:
    B()
except TypeError as e: print(e)
