text = """The quick brown fox.
Jumps over the lazy dog!
  The END  """
lines = [l.strip() for l in text.splitlines() if l.strip()]
words = [w.strip('.!').lower() for l in lines for w in l.split()]
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
print(len(lines), len(words), top)
print(' | '.join(f'{w}={c}' for w, c in top))
print(max(words, key=len), sorted(set(w[0] for w in words)))
