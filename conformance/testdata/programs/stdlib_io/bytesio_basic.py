# krait-run: --allow-import io
import io

b = io.BytesIO(b"hello\nworld\n")
print(b.read(3), b.read1(2), b.readline(), b.readlines(), b.read())
b.seek(0)
print(list(b))
print(b.seek(-3, 2), b.tell(), b.truncate(2), b.getvalue(), b.tell())
ba = bytearray(4)
b.seek(0)
print(b.readinto(ba), ba)
b = io.BytesIO()
print(b.write(b"abc"), b.write(bytearray(b"de")), b.getvalue())
print(b.seek(-10, 1), b.seek(7), b.write(b"X"), b.getvalue())
print(b.seek(-2, io.SEEK_END), b.read(), b.seek(1, io.SEEK_CUR))
b.writelines([b"1", b"2"])
print(b.getvalue())
print(io.BytesIO(bytearray(b"ba")).getvalue(), io.BytesIO().getvalue(), io.BytesIO(None).getvalue())
print(io.BytesIO(b"a\nb").readline(1), io.BytesIO(b"abc").readlines(1))
