# krait-run: --allow-import fnmatch
# '[' without a closing ']' is a literal '['; a later ']' closes only
# the brackets before it that still look for one.
import fnmatch

for pat in ["[", "[[", "[!", "[]", "[!]", "a[b", "[a[b]", "[[]]", "[!]]", "[" * 5 + "]", "[" * 3 + "x" + "]" * 2, "[]" * 3, "[!" * 4 + "]"]:
    print(repr(pat), fnmatch.translate(pat), fnmatch.fnmatch("[", pat), fnmatch.fnmatch("]", pat))
big = "[" * 3000 + "a]" + "[" * 3000
print(len(fnmatch.translate(big)), fnmatch.fnmatch("[" * 2999 + "a" + "[" * 3000, big))
