# krait-run: --allow-import numpy.*
import numpy as np
print(np.issubdtype(np.float32, np.floating), np.single is np.float32, np.float32, np.uint8.__name__, np.issubdtype(np.int32, np.integer), np.issubdtype(np.float64, np.float64), np.issubdtype('i8', 'f8'))
print(issubclass(np.uint8, np.unsignedinteger), issubclass(np.int32, np.signedinteger), np.half is np.float16)
