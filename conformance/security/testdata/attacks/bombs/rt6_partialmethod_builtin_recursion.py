# attack: dunder methods that are partialmethods of builtins calling the same dunder (__repr__ = partialmethod(repr), __len__ = partialmethod(len), ...): the recursion has no Python frame at all, only builtin calls; once partialmethod passed the instance (as CPython does), every one must end in RecursionError, never a Go stack overflow
# imports: functools,operator,copy
# expect: ok
# output: 9
import copy
import functools
import operator
class A:
    __repr__ = functools.partialmethod(repr)
    __len__ = functools.partialmethod(len)
    __hash__ = functools.partialmethod(hash)
    __eq__ = functools.partialmethod(operator.eq)
    __iter__ = functools.partialmethod(iter)
    __index__ = functools.partialmethod(operator.index)
    __call__ = functools.partialmethod(operator.call)
    __getattr__ = functools.partialmethod(getattr)
    __deepcopy__ = functools.partialmethod(copy.deepcopy)
n = 0
for op in (repr, len, hash, lambda a: a == 1, iter, lambda a: [1][a], lambda a: a(), lambda a: a.zz, copy.deepcopy):
    try:
        op(A())
    except RecursionError:
        n += 1
print(n)
