# krait-run: --allow-import numpy.*
import numpy as np
text = "the quick brown fox jumps over the lazy dog"
words = np.array(text.split())
lengths = np.array([len(w) for w in words])
print(lengths)
print("longest:", words[lengths.argmax()])
print("avg length:", lengths.mean().round(3))
print(words[lengths == lengths.max()])
print(np.unique(words))
print(sorted(set(words.tolist())))
