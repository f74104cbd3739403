# krait-run: --allow-import numpy.*
import numpy as np
for pl in [16370, 16378, 16379, 16380, 16381, 16382, 16383, 20000, 10**9]:
    s = np.format_float_scientific(-1.5, pad_left=pl, sign=False)
    print(pl, len(s), repr(s[-8:]), len(s) - len(s.lstrip()))
for pr in [16379, 16380, 20000]:
    s = np.format_float_scientific(1.5, precision=pr, unique=False)
    print("prec", pr, len(s), repr(s[-8:]))
    s = np.format_float_scientific(1.5, min_digits=pr)
    print("mind", pr, len(s), repr(s[-8:]))
print(np.format_float_scientific(1.5, pad_left=5))
print(np.format_float_scientific(-0.000123, pad_left=4, exp_digits=3))
print(np.format_float_scientific(12345.678, precision=5, min_digits=3))
print(len(np.format_float_positional(1.5, pad_left=20000)))
print(np.format_float_scientific(2.0, unique=False, precision=3, pad_left=2))
