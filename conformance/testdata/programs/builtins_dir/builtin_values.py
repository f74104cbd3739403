# dir() of built-in values and types lists CPython's names: every object
# dunder, the operators of numbers, sequences and sets, public methods and
# data descriptors (int.real, slice.start, OSError.errno). (Not here: dict
# views, generators and SyntaxError, whose public names krait lacks in part:
# mapping, isdisjoint, gi_*, print_file_and_line.)


def f():
    pass


def show(label, v):
    print(label, dir(v))


for label, v in [("int", 1), ("bool", True), ("float", 1.5), ("complex", 1j), ("str", ""),
                 ("bytes", b""), ("bytearray", bytearray()), ("list", []), ("tuple", ()),
                 ("dict", {}), ("set", set()), ("frozenset", frozenset()), ("range", range(3)),
                 ("None", None), ("NotImplemented", NotImplemented), ("Ellipsis", ...),
                 ("object", object()), ("slice", slice(1, 2)), ("property", property())]:
    show(label, v)
for t in [int, bool, float, str, list, dict, object, type, Exception, ValueError, KeyError]:
    show(t.__name__ + " type", t)
show("function", f)
show("lambda", lambda: 0)
show("builtin", len)
show("bound builtin", [].append)
show("list_iterator", iter([]))
show("str_iterator", iter("abc"))
show("dict_keyiterator", iter({}))
show("range_iterator", iter(range(2)))
show("enumerate", enumerate([]))
show("zip", zip())
show("map", map(f, []))
show("filter", filter(f, []))
show("reversed", reversed([]))
show("ValueError()", ValueError(1))
show("OSError()", OSError(2, "gone"))
show("StopIteration()", StopIteration(1))
show("KeyError()", KeyError("k"))
show("UnicodeDecodeError()", UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad"))
show("ExceptionGroup()", ExceptionGroup("eg", [ValueError(1)]))
print([n for n in dir(1) if not n.startswith("_")])
print([n for n in dir("") if not n.startswith("_")])
print([n for n in dir([]) if not n.startswith("_")], [n for n in dir({}) if not n.startswith("_")])
print(dir(1) == dir(int) == sorted(dir(2)), dir(True) == dir(bool), len(dir(object())), len(dir(object)))
print("__add__" in dir(1), "__iter__" in dir(1), "__getitem__" in dir(set()), "__len__" in dir("x"))
