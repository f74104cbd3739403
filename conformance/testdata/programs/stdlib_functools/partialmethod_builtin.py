# krait-run: --allow-import functools,operator
# partialmethod over callables that do not bind (builtins, partials):
# the instance is passed first, as CPython's _make_unbound_method does.
import functools
import operator


class A:
    show = functools.partialmethod(print, "x")
    is_int = functools.partialmethod(isinstance, int)
    plus = functools.partialmethod(operator.add)
    label = functools.partialmethod(functools.partial(str.format, "{}-{}"), "y")

    def __add__(self, other):
        return ("added", other)

    def __repr__(self):
        return "A()"


a = A()
a.show()
a.show(sep="|")
print(a.is_int())
print(a.plus(5))
print(a.label())

