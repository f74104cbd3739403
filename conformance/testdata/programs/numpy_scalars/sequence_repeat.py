# krait-run: --allow-import numpy.*
import numpy as np
for s in [np.int64(3), np.float64(2), np.complex128(1)]:
  for o in [[1,2],(1,2),'ab',b'ab']:
    try: print(repr(o*s), repr(s*o))
    except Exception as e: print(type(e).__name__, e)
class F(float): pass
print(2.0*F(3), F(3)*2.0, [1]*True)
class S(str): pass
print(S('a')*np.int64(2), np.int64(2)*S('b'))
