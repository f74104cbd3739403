# krait-run: --allow-import io
import io
from io import StringIO, BytesIO, SEEK_END

print(io.StringIO, io.BytesIO, io.StringIO.__module__)
print(io.TextIOBase, io.BufferedIOBase, io.IOBase)
print(isinstance(StringIO(), io.TextIOBase), isinstance(StringIO(), io.IOBase))
print(isinstance(BytesIO(), io.BufferedIOBase), isinstance(BytesIO(), io.TextIOBase))
print(SEEK_END, io.text_encoding(None), io.text_encoding("utf-8"))
print(io.BlockingIOError is BlockingIOError)

class Upper(StringIO):
    def write(self, s):
        return super().write(s.upper())

u = Upper()
print("shout", file=u)
u.writelines(["a", "b"])
print(repr(u.getvalue()), isinstance(u, StringIO))

class Tagged(BytesIO):
    def __init__(self, data, tag):
        super().__init__(data)
        self.tag = tag

t = Tagged(b"payload", "T1")
print(t.tag, t.read(3), t.getvalue())
