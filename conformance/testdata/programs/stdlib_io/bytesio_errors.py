# krait-run: --allow-import io
import io

b = io.BytesIO(b"xyz")
for v in ["s", 3, None]:
    try:
        b.write(v)
    except TypeError as e:
        print("write", e)
try:
    io.BytesIO("text")
except TypeError as e:
    print("init", e)
for args in [(-1,), (0, 3), ("a",)]:
    try:
        b.seek(*args)
    except Exception as e:
        print("seek", type(e).__name__, e)
try:
    b.truncate(-1)
except ValueError as e:
    print("truncate", e)
try:
    b.read("x")
except TypeError as e:
    print("read", e)
b.close()
ops = {"getvalue": b.getvalue, "read": b.read, "tell": b.tell, "flush": b.flush,
       "readable": b.readable, "write": lambda: b.write(b"x"), "iter": lambda: iter(b),
       "seek": lambda: b.seek(0), "readline": b.readline}
for name, op in ops.items():
    try:
        op()
    except ValueError as e:
        print(name, e)
print(b.closed, b.close())
with io.BytesIO(b"w") as w:
    print(w.read())
print(w.closed)
