# Word count of a large text (1M words) split once and counted three ways:
# dict.get, collections.Counter and defaultdict(int).
from collections import Counter, defaultdict

vocab = ["w%d" % i for i in range(3000)] + ["the", "a", "of", "and", "to", "in"] * 100
n = len(vocab)
lines = []
x = 12345
for i in range(5000):
    row = []
    for j in range(20):
        x = (x * 1103515245 + 12345) % 2147483648
        row.append(vocab[(x >> 8) % n])
    lines.append(" ".join(row))
text = "\n".join(lines * 10)

words = text.split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1

dd = defaultdict(int)
for w in words:
    dd[w] += 1

c = Counter(words)
top = c.most_common(5)
assert counts == dict(dd) == dict(c)
print(len(words), len(counts), top, max(dd, key=dd.get), sorted(counts)[:3])
