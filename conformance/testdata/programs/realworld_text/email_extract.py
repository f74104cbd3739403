import re

TEXT = """
Contact alice.smith@example.com or bob+news@mail.co.uk for details.
Support: support@help-desk.io (24/7), phone +1 (555) 123-4567 or 555.987.6543.
Invalid: foo@bar, @nope.com, joe@@double.com. Visit https://www.example.com/path?q=1&r=2 or http://test.org.
Dates: 2024-01-15, 15/01/2024, Jan 15, 2024. Price $1,299.99 and €45,50.
"""

emails = re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", TEXT)
print(emails)
phones = re.findall(r"\+?\d?\s?\(?\d{3}\)?[\s.-]\d{3}[.-]\d{4}", TEXT)
print(phones)
urls = re.findall(r"https?://[^\s,]+(?<![.,])", TEXT)
print(urls)
iso = re.compile(r"(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})")
for m in iso.finditer(TEXT):
    print(m.groupdict(), m.group("y"), m.span())
print(re.sub(r"(\d{2})/(\d{2})/(\d{4})", r"\3-\2-\1", TEXT.splitlines()[4]))
money = re.findall(r"[$€]\s?[\d.,]+\d", TEXT)
print(money)
masked = re.sub(r"([\w.+-])[\w.+-]*@", lambda m: m.group(1) + "***@", TEXT.splitlines()[1])
print(masked)
print(re.sub(r"\s+", " ", TEXT).strip()[:80])
domain_counts = {}
for e in emails:
    d = e.split("@")[1]
    tld = d.rsplit(".", 1)[-1]
    domain_counts[tld] = domain_counts.get(tld, 0) + 1
print(domain_counts)
print(re.fullmatch(r"[\w.]+@\w+\.\w+", "a.b@c.de") is not None, re.match(r"\d+", "abc123"), re.search(r"\d+", "abc123").group())
pattern = re.compile(r"\b(\w)(\w*)\1\b", re.IGNORECASE)
print(pattern.findall("Anna went to see Bob and a level kayak"), pattern.pattern, pattern.flags & re.I)
print(re.split(r"[;,]\s*", "a, b;c ,d;  e"), re.escape("1+1=2?"), re.subn(r"o", "0", "foo boo"))
