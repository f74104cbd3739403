from collections import Counter
text = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness"""
words = [w.strip(',').lower() for w in text.split()]
c = Counter(words)
for word, n in c.most_common(5):
    print(f'{word:>10} {n}')
print(sum(c.values()), len(c))
print(c['it'], c['times'])
lengths = Counter(len(w) for w in words)
print(sorted(lengths.items()))
print(Counter(lengths.values()))
