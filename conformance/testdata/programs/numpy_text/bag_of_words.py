# krait-run: --allow-import numpy.*
import numpy as np
docs = ["the cat sat", "the dog sat", "a cat and a dog"]
vocab = sorted(set(" ".join(docs).split()))
X = np.zeros((len(docs), len(vocab)), dtype=int)
for i, d in enumerate(docs):
    for w in d.split():
        X[i, vocab.index(w)] += 1
print(vocab)
print(X)
print(X.sum(axis=0))
idf = np.log(len(docs) / (X > 0).sum(axis=0))
print(np.round(idf, 4))
print(np.round(X * idf, 4))
