import re
import unicodedata

def slugify(title, max_len=40):
    norm = unicodedata.normalize("NFKD", title)
    ascii_only = norm.encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^\w\s-]", "", ascii_only).strip().lower()
    slug = re.sub(r"[-\s_]+", "-", slug)
    if len(slug) > max_len:
        slug = slug[:max_len].rsplit("-", 1)[0]
    return slug

titles = ["Hello, World!", "  Crème brûlée: a how-to  ", "Python 3.11 — What's New?", "naïve café façade",
          "Ünïcödé___Test", "100% Pure   Fun!!!", "A very long title that certainly exceeds the maximum slug length we allow"]
for t in titles:
    print(f"{t!r:<80} -> {slugify(t)!r}")
print(unicodedata.name("é"), unicodedata.category("é"), unicodedata.category("5"), unicodedata.numeric("½"))
print([unicodedata.normalize(f, "ﬁ") for f in ("NFC", "NFD", "NFKC", "NFKD")])
print(len("e\u0301"), len(unicodedata.normalize("NFC", "e\u0301")), unicodedata.combining("\u0301"))
print("straße".upper(), "STRASSE".lower(), "straße".casefold() == "STRASSE".casefold(), "ǅ".title(), "ß".capitalize())
print("hello world".title(), "they're bill's friends".title(), "o'neil mcdonald".capitalize())
