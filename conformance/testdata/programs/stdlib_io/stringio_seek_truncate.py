# krait-run: --allow-import io
import io

s = io.StringIO("0123456789")
print(s.seek(3), s.read(2), s.tell())
print(s.seek(0, io.SEEK_CUR), s.seek(0, io.SEEK_END), s.seek(0, io.SEEK_SET))
print(s.truncate(4), s.tell(), repr(s.getvalue()))
s.seek(2)
print(s.truncate(), s.tell(), repr(s.getvalue()))
print(s.truncate(100), repr(s.getvalue()))
s.seek(6)
s.write("Z")
print(repr(s.getvalue()))
for args in [(-1,), (1, 1), (1, 2), (0, 3), ("x",), (1.5,)]:
    try:
        s.seek(*args)
    except Exception as e:
        print(type(e).__name__, e)
for arg in [-1, "a"]:
    try:
        s.truncate(arg)
    except Exception as e:
        print(type(e).__name__, e)
print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END, io.DEFAULT_BUFFER_SIZE)
