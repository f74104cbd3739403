# krait-run: --allow-import keyword
import keyword
names = ["class", "Class", "match", "print", "None", "_", "async", "lambda_", 5, "await"]
for n in names:
    print(repr(n), keyword.iskeyword(n), keyword.issoftkeyword(n))
print(len(keyword.kwlist), keyword.kwlist[:5], keyword.softkwlist)
def safe_ident(s):
    s = "".join(c if c.isalnum() or c == "_" else "_" for c in s)
    if s[:1].isdigit(): s = "_" + s
    return s + "_" if keyword.iskeyword(s) else s
print([safe_ident(x) for x in ["for", "my-var", "2nd", "class", "ok"]])
try:
    keyword.iskeyword([])
except TypeError as e:
    print("TypeError:", e)
