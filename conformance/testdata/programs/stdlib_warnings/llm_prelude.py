# krait-run: --allow-import warnings,statistics
# The prelude LLM-written scripts start with, then a warning turned into
# an error that ends the run.
import warnings
warnings.filterwarnings("ignore", category=DeprecationWarning)
warnings.filterwarnings("ignore", message=".*deprecated.*")
import statistics
print(statistics.mean([1, 2, 3]))
warnings.warn("this API is deprecated", UserWarning)
def check(x):
    if x < 0:
        warnings.warn(f"negative value {x}", RuntimeWarning, stacklevel=2)
    return abs(x)
print(check(-3))
warnings.simplefilter("error", RuntimeWarning)
print(check(-4))
