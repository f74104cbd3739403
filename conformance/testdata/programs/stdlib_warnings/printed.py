# traceback: full
# krait-run: --allow-import warnings
# Printed warnings: "file:line: Category: message" and the source line on
# stderr, once per location under the default filters (whole stderr compared).
import warnings
print("start")
warnings.warn("plain")
for i in range(3):
    warnings.warn("in loop")          # default: once per location
def deprecated(x):
    warnings.warn("deprecated() is old", DeprecationWarning, stacklevel=2)
    return x
def helper():
    return deprecated(1)
deprecated(2)
helper()
warnings.warn(
    "multi line",
    RuntimeWarning)
class C:
    def m(self):
        warnings.warn(FutureWarning("instance message"))
C().m()
warnings.warn("deep", stacklevel=10)
warnings.simplefilter("always")
for i in range(2):
    warnings.warn("in loop")
warnings.filterwarnings("error", category=RuntimeWarning, lineno=30)
try:
    warnings.warn("by line", RuntimeWarning)
except RuntimeWarning as e:
    print("raised", e)
warnings.warn("not by line", RuntimeWarning)
with warnings.catch_warnings(record=True) as log:
    warnings.warn("recorded")
print([(str(w.message), w.category.__name__, w.filename.endswith("printed.py"), w.lineno, w.line) for w in log])
old = warnings.formatwarning
warnings.formatwarning = lambda msg, cat, fn, ln, line=None: f"{cat.__name__}: {msg}\n"
warnings.warn("custom format")
warnings.formatwarning = old
def show(message, category, filename, lineno, file=None, line=None):
    print("SHOW", message, category.__name__, lineno)
warnings.showwarning = show
warnings.warn("custom show")
with warnings.catch_warnings(record=True) as log:
    warnings.warn("recorded again")
print(len(log), warnings.showwarning is show)
warnings.warn_explicit("explicit", UserWarning, "other.py", 7)
del warnings.showwarning
print(sum(x*x for x in [warnings.warn("genexpr") or 1 for _ in range(2)]))
warnings.warn("src", ResourceWarning, source=object())
warnings.simplefilter("default")
warnings.warn("src", ResourceWarning, source=object())
raise RuntimeError("end")
