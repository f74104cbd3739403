# str.partition/rpartition return the separator argument itself when it is
# found, and the receiver itself when it is not: both keep their types.
class S(str):
    pass


s = S("key=value=x")
sep = S("=")
for r in [s.partition("="), s.partition("z"), s.rpartition("="), s.rpartition("z"),
          "a=b".partition(sep), "a=b".rpartition(sep), "ab".partition(sep),
          S("").partition("="), "".rpartition(sep)]:
    print(r, [type(p).__name__ for p in r])
word = "héllo wörld"
print(word.partition(" ")[1] is not None, word.partition("ö"), word.rpartition("l"))
print("a=b".partition(sep)[1] is sep, s.partition("z")[0] is s, s.rpartition("z")[2] is s)
for bad in [None, 3, b"="]:
    try:
        "a".partition(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    "a".rpartition("")
except ValueError as e:
    print("ValueError:", e)
