# krait-run: --allow-import numpy.*
import numpy as np
vocab = ["cat", "dog", "fish", "bird"]
vecs = np.array([[0.9, 0.1, 0.0], [0.8, 0.2, 0.1], [0.1, 0.9, 0.3], [0.2, 0.3, 0.9]])
norm = vecs / np.linalg.norm(vecs, axis=1, keepdims=True)
sim = norm @ norm.T
print(np.round(sim, 4))
for i, w in enumerate(vocab):
    j = np.argsort(-sim[i])[1]
    print(w, "->", vocab[j])
