# krait-run: --allow-import numpy.*
import numpy as np
logits = np.array([2.0, 1.0, 0.1])
exps = np.exp(logits - np.max(logits))
probs = exps / exps.sum()
print(np.round(probs, 6))
print(round(float(probs.sum()), 10))
x = np.array([-2.0, -1.0, 0.0, 1.0, 2.0])
sig = 1 / (1 + np.exp(-x))
print(np.round(sig, 5))
relu = np.maximum(0, x)
print(relu)
print(np.tanh(np.array([0.0])), np.round(np.tanh(x), 4))
