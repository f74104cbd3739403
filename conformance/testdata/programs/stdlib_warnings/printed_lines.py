# traceback: full
# krait-run: --allow-import warnings
# The line a printed warning names: stacklevel through functions called by
# builtins, generators, class bodies, comprehensions; once/module actions.
import warnings
def key(v):
    warnings.warn(f"key {v % 2}", stacklevel=2)
    return v
print(sorted([3, 1, 2], key=key))
print(list(map(key, [5, 6])))
def gen():
    for i in range(3):
        warnings.warn("from gen", UserWarning, stacklevel=1)
        yield i
for x in gen():
    pass
def gen2():
    yield 1
    warnings.warn("gen caller", stacklevel=2)
    yield 2
g = gen2()
next(g)
next(g)
class K:
    warnings.warn("class body")
    x = [warnings.warn("comp in class") for _ in range(1)]
f = lambda: warnings.warn("lambda", stacklevel=2)
f()
warnings.simplefilter("once")
def a(): warnings.warn("o")
a(); a()
warnings.warn("o")
warnings.simplefilter("module")
warnings.warn("m")
warnings.warn("m")
a()
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.warn("ignored")
warnings.warn("m")
warnings.resetwarnings()
warnings.warn("after reset")
warnings.warn("after reset")
warnings.warn("dep main", DeprecationWarning)
warnings.filterwarnings("default", module="__main__", message="x.*")
warnings.warn("xyz")
warnings.warn("Xyz")
class MyWarning(UserWarning):
    pass
warnings.warn("mine", MyWarning)
def outer():
    def inner():
        warnings.warn("level3", stacklevel=3)
    inner()
outer()
warnings.resetwarnings()
warnings.warn(43)
warnings.simplefilter("always")
warnings.warn(44)
warnings.warn(44)
try:
    warnings.warn("bad", stacklevel="x")
except TypeError as e:
    print(e)
warnings.filterwarnings("ignore", message="q")
warnings.warn(42)
