# re.findall (and finditer, sub) over a 1 MB text: emails, numbers, dates
# and key=value pairs, as agents extract data from documents.
import re

parts = []
for i in range(12000):
    parts.append("Order %d placed on 2024-%02d-%02d by user%d@mail%d.com: total=%d.%02d EUR, qty=%d; ref ABC-%04d.\n" % (
        i, i % 12 + 1, i % 28 + 1, i % 977, i % 7, i % 500, i % 100, i % 9 + 1, i % 10000))
text = "".join(parts)

emails = re.findall(r"[\w.]+@[\w.]+\.com", text)
dates = re.findall(r"(\d{4})-(\d{2})-(\d{2})", text)
totals = re.findall(r"total=(\d+\.\d+)", text)
pairs = re.findall(r"(\w+)=([\w.]+)", text)
refs = [m.group(1) for m in re.finditer(r"ref ([A-Z]+-\d+)", text)]
words = re.findall(r"\b[A-Z][a-z]+\b", text)
masked = re.sub(r"\d", "#", text[:20000])
print(len(text), len(emails), emails[:2], len(dates), dates[-1], sum(float(t) for t in totals),
      len(pairs), refs[-1], len(words), masked[:60])
