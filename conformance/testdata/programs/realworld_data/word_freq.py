import re
from collections import Counter

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""

STOP = {"the", "of", "it", "was"}
words = re.findall(r"[a-z']+", TEXT.lower())
print(len(words), "words,", len(set(words)), "unique")
counts = Counter(w for w in words if w not in STOP)
for word, n in counts.most_common(6):
    bar = "#" * n
    print(f"{word:>12} {n:2d} {bar}")
lengths = Counter(len(w) for w in words)
print(sorted(lengths.items()))
longest = max(words, key=len)
print("longest:", longest, len(longest))
bigrams = Counter(zip(words, words[1:]))
print(bigrams.most_common(3))
sentences = [s.strip() for s in TEXT.replace("\n", " ").split(",") if s.strip()]
print(len(sentences), sentences[-1])
caps = re.findall(r"\b[A-Z][a-z]+\b", TEXT)
print(caps)
print(TEXT.count("it was"), TEXT.lower().count("it was"))
title = " ".join(w.capitalize() for w in sentences[0].split())
print(title, title.swapcase())
vowels = sum(TEXT.lower().count(v) for v in "aeiou")
print(f"vowel ratio {vowels / len(TEXT):.3f}")
print(Counter(TEXT.lower().replace(" ", "").replace("\n", "")).most_common(5))
print(counts["times"], counts["missing"], counts.total())
