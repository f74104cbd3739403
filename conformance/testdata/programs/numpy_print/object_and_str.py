# krait-run: --allow-import numpy.*
import numpy as np
s = np.array(["apple", "banana", "kiwi"])
print(s)
print(repr(s))
print(s.dtype, s[1], type(s[1]).__name__ if False else "")
o = np.array([[1, 2], [3]], dtype=object)
print(o)
print(repr(o))
mixed = np.array([1, "a", 2.5], dtype=object)
print(mixed, mixed.dtype)
print(np.array(["a", "bb", "ccc"]) == "bb")
print(np.char.upper(s) if hasattr(np, "char") and hasattr(np.char, "upper") else s)
