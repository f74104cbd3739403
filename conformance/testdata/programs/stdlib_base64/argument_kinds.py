# krait-run: --allow-import base64
# Every base64 function with each kind of argument: base64 is Python code
# in CPython, so its argument errors are a Python function's.
import base64
fs = [base64.b64encode, base64.b64decode, base64.standard_b64encode, base64.standard_b64decode, base64.urlsafe_b64encode,
      base64.urlsafe_b64decode, base64.encodebytes, base64.decodebytes, base64.b32encode, base64.b32decode, base64.b32hexencode,
      base64.b32hexdecode, base64.b16encode, base64.b16decode, base64.a85encode, base64.a85decode, base64.b85encode, base64.b85decode]
for f in fs:
    for arg in [b"hello world!", bytearray(b"AB=="), "QUJD", "\xe9", 5, None]:
        try:
            print(f.__name__, repr(f(arg)))
        except Exception as e:
            print(f.__name__, type(e).__name__, e)
    for kw in [{"s": b"QQ=="}, {"b": b"QQ=="}, {"x": 1}]:
        try:
            print(f.__name__, repr(f(**kw)))
        except Exception as e:
            print(f.__name__, type(e).__name__, e)
    try:
        f()
    except TypeError as e:
        print(f.__name__, e)
