text = 'the quick brown fox jumps over the lazy dog the end'
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
for w, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(w, n)
