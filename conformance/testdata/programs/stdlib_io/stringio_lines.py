# krait-run: --allow-import io
import io

s = io.StringIO("alpha\nbeta\n\ngamma")
print(repr(s.readline()), repr(s.readline(2)), repr(s.readline()), repr(s.readline(-1)))
print(repr(s.readline()), repr(s.readline()), repr(s.readline()))
s.seek(0)
print(s.readlines())
s.seek(0)
print(s.readlines(1), s.readlines(7), s.readlines(0))
s.seek(0)
print([line.rstrip() for line in s])
s.seek(0)
print(list(enumerate(s, 1)))
s.seek(0)
print(next(s), end="")
print(next(s), end="")
s = io.StringIO("x")
next(s)
try:
    next(s)
except StopIteration:
    print("StopIteration")
s.writelines(["a\n", "b\n", "c"])
print(repr(s.getvalue()))
