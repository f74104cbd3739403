text = """The quick brown fox jumps over the lazy dog.
The dog sleeps. The fox runs!"""
words = [w.strip('.,!').lower() for w in text.split()]
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
print(len(words), len(freq), top)
sentences = [s.strip() for s in text.replace('!', '.').split('.') if s.strip()]
print(len(sentences), max(sentences, key=len))
print({len(w) for w in words} == set(map(len, words)), sum(map(len, words)) / len(words))
