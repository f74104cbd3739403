text = """It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness"""
words = [w.strip(',.').lower() for w in text.split()]
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
for word, n in top:
    print(f'{word:>8} {"#" * n}')
print('unique words:', len(freq), 'lines:', len(text.splitlines()))
longest = max(words, key=len)
print('longest:', longest, len(longest))
