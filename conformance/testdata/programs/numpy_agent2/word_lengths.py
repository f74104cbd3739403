# krait-run: --allow-import numpy.*
import numpy as np
words = "the quick brown fox jumps over the lazy dog".split()
lengths = np.array([len(w) for w in words])
print(lengths)
print("Average length:", lengths.mean())
print("Longest:", words[lengths.argmax()])
print("Length counts:", np.bincount(lengths))
print("Words > 3:", [w for w, l in zip(words, lengths) if l > 3])
arr = np.array(words)
print(arr[lengths == 5])
print(np.unique(arr))
