# krait-run: --allow-import io
import io

for cls, x in [(io.StringIO, "x"), (io.BytesIO, b"x")]:
    s = cls()
    print(s.seek(2 ** 63 - 1), s.tell(), repr(s.read()), repr(s.readline()))
    try:
        s.write(x)
    except OverflowError as e:
        print(type(e).__name__, e)
    print(s.seek(3), repr(s.getvalue()), s.truncate(2 ** 40), repr(s.getvalue()))
    s.write(x)
    print(repr(s.getvalue()))
