import re
cases = [
    (r"(\w+)@(\w+)\.com", "a@b.com x@y.com"), (r"(?i)hello", "HeLLo world"), (r"^\s*#.*$", "code\n  # comment\nmore"),
    (r"(?m)^\w+", "one two\nthree four"), (r"(?P<k>\w+)=(?P<v>[^;]*)", "a=1;b=;c=3"), (r"\bcat\b", "cat concat cat."),
    (r"(\d+)(?=px)", "10px 20em 30px"), (r"(?<=\$)\d+(\.\d\d)?", "cost $30.50 or $7"), (r"(a|b)*c", "ababc"),
    (r"[^\x00-\x7f]+", "naïve café"), (r"\d{2,3}", "1 12 123 1234"), (r"(?s)<b>(.*?)</b>", "<b>x\ny</b><b>z</b>"),
    (r"(\w)\1", "hello bookkeeper"), (r"", "abc"), (r"x*", "axxb"), (r"\s+$", "trail   "), (r"[\w.-]+", "a.b-c d_e"),
    (r"(?x) \d+  # digits\n  \.  \d*", "3.14 and 2."), (r"colou?r", "color colour colr"), (r"(\d+)-(\d+)?", "1-2 3-"),
]
for pat, s in cases:
    r = re.compile(pat)
    print(repr(pat), r.findall(s), [m.span() for m in r.finditer(s)], r.sub("<>", s), r.split(s) if pat else "", bool(r.search(s)))
m = re.match(r"(?P<year>\d{4})-(?P<mon>\d\d)(-(?P<day>\d\d))?", "2024-03 rest")
print(m.groups(), m.groupdict(), m.groupdict("??"), m.group(0, 1), m.lastindex, m.lastgroup, m.re.pattern, m.string, m.pos, m.endpos)
print(m.expand(r"\g<mon>/\g<year>"), m[0], m["year"], m.start("mon"), m.end(), m.regs if False else "")
print(re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world foo bar"), re.sub(r"\d", lambda m: str(int(m[0]) * 2), "a1b2c9"))
print(re.sub("a", "-", "banana", count=2), re.subn(r"\s", "", " a b c "), re.sub(r"(?P<x>o)", r"[\g<x>]", "foo"))
print(re.findall(r"(a)(b)?", "ab a"), re.fullmatch(r"\d+", "123x"), re.split(r"(,)", "a,b,c"), re.split(r"\W+", "Words, words, words.", 1))
print(re.escape("a.b*c?d(e)[f]{g}^$|\\/ -#&~"), re.compile("a", re.I | re.M).flags, re.purge() is None)
for bad in ["(unclosed", "[a-", "*x", r"(?P<1>x)", "a{2,1}", r"\k"]:
    try:
        re.compile(bad)
    except re.error as e:
        print("re.error:", e, "| pos", e.pos)
print(re.search(r"(?<!foo)bar", "foobar xbar").start(), re.findall(r"\d+|[a-z]+", "abc123def45"), re.match(r"a??", "aa").group())
print(repr(re.compile(r"\d+")), re.compile(r"\d+") == re.compile(r"\d+"), re.I, repr(re.I | re.S))
print(re.findall(r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)*", "New York and Los Angeles met San Francisco"))
print(re.sub(r"^|$", "|", "ab"), re.sub(r"\b", "#", "hi yo"), re.split(r"\b", "hi yo"))
