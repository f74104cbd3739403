# krait-run: --allow-import typing
from typing import Protocol, runtime_checkable, Iterable
class Closer(Protocol):
    def close(self) -> None: ...
@runtime_checkable
class Reader(Protocol):
    def read(self, n: int) -> bytes: ...
    def close(self) -> None: ...
@runtime_checkable
class Named(Protocol):
    name: str
class File:
    def read(self, n): return b""
    def close(self): pass
class Half:
    def read(self, n): return b""
class NoneClose(File):
    close = None
class Impl(Reader):
    def read(self, n): return b"x"
    def close(self): pass
print(isinstance(File(), Reader), isinstance(Half(), Reader), isinstance(NoneClose(), Reader), isinstance(Impl(), Reader))
print(issubclass(File, Reader), issubclass(int, Reader), isinstance(3, Reader))
try:
    isinstance(File(), Closer)
except TypeError as e:
    print("TypeError:", e)
try:
    runtime_checkable(File)
except TypeError as e:
    print("TypeError:", e)
print(Impl().read(1), isinstance(Impl(), Closer) if False else "")
class SubProto(Reader, Protocol):
    def extra(self) -> int: ...
print(isinstance(File(), runtime_checkable(SubProto)))
class Full(File):
    def extra(self): return 1
print(isinstance(Full(), SubProto))
