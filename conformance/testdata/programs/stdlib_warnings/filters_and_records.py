# krait-run: --allow-import warnings
import warnings
warnings.filterwarnings("ignore")
print(len(warnings.filters), warnings.filters[0])
warnings.warn("quiet")
warnings.resetwarnings()
print(warnings.filters)
warnings.simplefilter("error", UserWarning)
try:
    warnings.warn("loud")
except UserWarning as e:
    print("caught", type(e).__name__, e)
try:
    warnings.warn("dep", DeprecationWarning)
except DeprecationWarning as e:
    print("not reached")
else:
    print("no error for DeprecationWarning")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("one")
    warnings.warn("two", RuntimeWarning)
    warnings.warn(FutureWarning("three"))
print([(type(w.message).__name__, str(w.message), w.category.__name__ if False else w.category) for w in caught])
print(warnings.filters[0][0], len(warnings.filters))
with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="spam.*", category=UserWarning)
    print(warnings.filters[0][:1], warnings.filters[0][2])
print(warnings.formatwarning("msg", UserWarning, "f.py", 3, "  x = 1  "), end="")
try:
    warnings.simplefilter("bogus")
except AssertionError as e:
    print("AssertionError:", e)
try:
    warnings.warn("x", int)
except TypeError as e:
    print("TypeError:", e)
with warnings.catch_warnings(record=True) as w2:
    warnings.simplefilter("once")
    for i in range(3):
        warnings.warn("again")
print(len(w2))
