# attack: memoryview aliases raw buffers
# expect: policy builtin
# message: Forbidden function evaluation: 'memoryview'
memoryview(b'x')
