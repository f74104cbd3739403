# krait-run: --allow-import numpy.*
import numpy as np
s = np.array(["a", "bb", "ccc"])
print(s, s.dtype, repr(s))
print(s.astype("U1"), np.array(["hello world"]).dtype)
print(np.array(["x", "y"]) + "" if False else np.char.add(["x", "y"], ["1", "2"]))
print(np.array([1, 2, 3]).astype(str), np.array([1.5, 2.0]).astype(str))
print(np.array(["3", "1", "2"]).astype(int).sum())
print(np.sort(np.array(["pear", "apple", "fig"])))
print(np.array(["b", "a"]) == np.array(["b", "c"]))
print(np.char.upper(s), np.char.str_len(s), np.char.startswith(s, "b"))
print(np.char.replace(np.array(["a-b", "c-d"]), "-", "+"))
print(np.char.strip(np.array(["  x ", "y  "])), np.char.zfill(np.array(["7", "42"]), 3))
