# krait-run: --allow-import io
import io

buf = io.StringIO()
print("a", 1, 2.5, None, file=buf)
print("x", "y", sep="-", end="!\n", file=buf)
print(file=buf)
print("no newline", end="", file=buf)
print(repr(buf.getvalue()))
rows = [("apple", 3), ("pear", 10)]
out = io.StringIO()
for name, n in rows:
    print(f"{name:<8}{n:>4}", file=out)
report = out.getvalue()
print(report, end="")
print(len(report.splitlines()))
with io.StringIO() as f:
    print("inside", file=f)
    captured = f.getvalue()
print(repr(captured), f.closed)
