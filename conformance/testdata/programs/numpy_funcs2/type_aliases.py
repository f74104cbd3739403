# krait-run: --allow-import numpy.*
import numpy as np
print(np.float_ is np.float64, np.int_ is np.int64, np.complex_ is np.complex128, np.double is np.float64)
print(np.cdouble is np.complex128, np.intp is np.int64)
print(np.str_('x'), type(np.str_('x')).__name__, np.unicode_ is np.str_)
print(issubclass(np.int64, np.signedinteger), issubclass(np.float64, np.inexact), issubclass(np.complex128, np.complexfloating))
print(np.array([1, 2], dtype=np.object_).dtype, np.array([1], dtype=np.float_).dtype)
print(np.typename('d'), np.typename('l'))
