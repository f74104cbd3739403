class Closable:
    @classmethod
    def __subclasshook__(cls, C):
        if any('close' in vars_of(B) for B in C.mro()):
            return True
        return NotImplemented
def vars_of(B):
    return [n for n in dir(B) if not n.startswith('_')]
class File:
    def close(self):
        pass
class Plain:
    pass
print(issubclass(File, Closable), issubclass(Plain, Closable), isinstance(File(), Closable), isinstance(Plain(), Closable))
print(isinstance(File(), (int, Closable)), issubclass(Closable, Closable))
class Never:
    @classmethod
    def __subclasshook__(cls, C):
        return False
class Child(Never):
    pass
print(issubclass(Child, Never), issubclass(int, Never), isinstance(3, Never))
