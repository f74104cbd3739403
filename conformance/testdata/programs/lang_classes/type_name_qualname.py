class Outer:
    class Inner:
        def meth(self): pass
print(Outer.__name__, Outer.Inner.__name__, Outer.Inner.__qualname__)
print(Outer.Inner.meth.__name__, Outer.Inner.meth.__qualname__)
def f():
    class Local: pass
    return Local
print(f().__qualname__)
print(type(Outer.Inner()).__name__)
