# krait-run: --allow-import warnings
import warnings
with warnings.catch_warnings(action="error"):
    try:
        warnings.warn("boom")
    except UserWarning as e:
        print("raised", e)
warnings.warn("quiet after")
print(len(warnings.filters))
with warnings.catch_warnings(record=True, action="always") as w:
    warnings.warn("a"); warnings.warn("a")
print(len(w))
try:
    warnings.catch_warnings(action="ignore")
except TypeError as e:
    print(e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("m")
print(str(w[0]).split(",")[0:2])
