# krait-run: --allow-import fnmatch
import fnmatch
files = ["report.txt", "Report.TXT", "data_2024.csv", "data_2023.csv", "notes.md", "img01.png", "img10.png", "img1a.png",
         ".hidden", "archive.tar.gz", "a[1].txt", "x-y.txt", "back\\slash", "new\nline.txt", "", "*.txt"]
pats = ["*.txt", "*.TXT", "data_202?.csv", "img[0-9][0-9].png", "img[!0-9]*", "*.*.*", "[.]*", "a[[]1].txt", "*[-]*",
        "[a-c]*", "[z-a]*", "[!]*", "[]]", "*\\*", "*", "?", "", "[!a-z]*.txt", "*[", "[^r]*", "*a*b*c*", "x[a-]y.txt",
        "*2024*", "*.[ct][sx][vt]", "[&~|]", "new*txt"]
for p in pats:
    print(f"{p!r:<18} {fnmatch.translate(p)!r:<40} {fnmatch.filter(files, p)}")
print(fnmatch.fnmatch("Makefile", "M*e"), fnmatch.fnmatchcase("abc", "A*"), fnmatch.fnmatch("aaab", "*a*ab"))
print(fnmatch.translate("a*b*c"), fnmatch.translate("**"), fnmatch.translate("[a-z-0]"), fnmatch.translate("[!a-b-c]"), fnmatch.translate("[a-c-e-g]"))
try:
    fnmatch.fnmatch(5, "*")
except TypeError as e:
    print("TypeError:", e)
