# krait-run: --allow-import io
import io

text = "a\rb\r\nc\nd"
for nl in [None, "", "\n", "\r", "\r\n"]:
    s = io.StringIO(text, newline=nl)
    print(repr(nl), repr(s.getvalue()), s.readlines(), s.newlines)
for nl in [None, "", "\n", "\r", "\r\n"]:
    s = io.StringIO(newline=nl)
    s.write("x\ny\r")
    s.write("\nz")
    print(repr(nl), repr(s.getvalue()), s.newlines)
s = io.StringIO("one\r\ntwo", newline="")
print(repr(s.readline(4)), repr(s.readline()), repr(s.readline()))
for bad in ["x", "\n\n", 3, b"\n"]:
    try:
        io.StringIO(newline=bad)
    except Exception as e:
        print(type(e).__name__, e)
