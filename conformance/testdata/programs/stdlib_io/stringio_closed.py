# krait-run: --allow-import io
import io

s = io.StringIO("data")
print(s.closed)
s.close()
s.close()
print(s.closed)
def with_s():
    with s:
        return "entered"

ops = {
    "getvalue": s.getvalue, "read": s.read, "readline": s.readline,
    "readlines": s.readlines, "tell": s.tell, "seek": lambda: s.seek(0),
    "write": lambda: s.write("x"), "truncate": s.truncate,
    "readable": s.readable, "writable": s.writable, "seekable": s.seekable,
    "isatty": s.isatty, "iter": lambda: iter(s), "next": lambda: next(s),
    "with": with_s, "writelines": lambda: s.writelines(["a"]),
    "print": lambda: print("x", file=s), "newlines": lambda: s.newlines,
    "flush": s.flush,
}
for name, op in ops.items():
    try:
        print(name, op())
    except ValueError as e:
        print(name, type(e).__name__, e)
try:
    s.fileno()
except io.UnsupportedOperation as e:
    print("fileno", type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))
print(issubclass(io.UnsupportedOperation, OSError), io.UnsupportedOperation)
