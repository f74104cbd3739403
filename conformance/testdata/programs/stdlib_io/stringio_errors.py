# krait-run: --allow-import io
import io

s = io.StringIO()
for v in [1, b"x", None, ["a"]]:
    try:
        s.write(v)
    except TypeError as e:
        print("write", e)
for v in [1, 2.5, b"x"]:
    try:
        io.StringIO(v)
    except TypeError as e:
        print("init", e)
for meth in ["read", "readline", "readlines"]:
    try:
        getattr(s, meth)("3")
    except TypeError as e:
        print(meth, e)
try:
    s.writelines([1])
except TypeError as e:
    print("writelines", e)
try:
    s.detach()
except io.UnsupportedOperation as e:
    print("detach", e)
try:
    s.closed = True
except AttributeError:
    print("closed is read-only")
s.note = "attrs ok"
print(s.note)
