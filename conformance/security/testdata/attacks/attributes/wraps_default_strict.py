# attack: none — functools.wraps with its default names works under smolagents' rule (library code reading its own fixed names is not the program reading them)
# imports: functools
# requires: functools
# policy: strict
# expect: ok
# output: f wrapped
import functools
def f():
    'wrapped'
@functools.wraps(f)
def g():
    pass
print(g.__name__, g.__doc__)
