# attack: ctypes (native code)
# imports: *
# expect: policy import
# message: Import of ctypes is not allowed
import ctypes
ctypes.CDLL(None).system(b'id')
