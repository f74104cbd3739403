# dict/list heavy code: word count and group-by.
import random

rng = random.Random(42)
vocab = ["w%d" % i for i in range(500)]
words = [vocab[rng.randrange(500)] for _ in range(250000)]

counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1

groups = {}
for i, w in enumerate(words):
    key = len(w) * 10 + i % 7
    if key not in groups:
        groups[key] = []
    groups[key].append(i)

inverse = {}
for w, c in counts.items():
    inverse.setdefault(c, []).append(w)

top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(len(counts), top, sum(len(v) for v in groups.values()), len(inverse))
