# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from collections import Counter, defaultdict
text = "the quick brown fox jumps over the lazy dog the fox barks and the dog runs"
words = text.split()
counts = Counter(words)
print(counts.most_common(3))
by_len = defaultdict(list)
for w in sorted(set(words)):
    by_len[len(w)].append(w)
for length in sorted(by_len):
    print(length, by_len[length])
letters = Counter(c for c in text if c.isalpha())
print("Top letters:", "".join(l for l, _ in letters.most_common(5)))
print(sum(counts.values()), len(counts))
