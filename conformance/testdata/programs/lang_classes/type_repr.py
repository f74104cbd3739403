class Foo: pass
print(repr(Foo) == "<class '__main__.Foo'>", Foo.__module__)
print(type(Foo()) is Foo, type(Foo) is type, type(type))
print(int, str, list, type(None))
