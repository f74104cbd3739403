# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(10)
print(np.random.negative_binomial(5, 0.5, 6))
print(np.random.hypergeometric(20, 30, 10, 6))
print(np.random.zipf(2.5, 6))
print(np.random.logseries(0.7, 6))
print(np.random.vonmises(0, 2, 3))
print(np.random.wald(1, 3, 3))
print(np.random.power(3, 3))
print(np.random.f(4, 12, 3))

rng = np.random.default_rng(10)
print(rng.negative_binomial(3, 0.4, 6))
print(rng.hypergeometric(7, 13, 5, size=6))
print(rng.zipf(3.0, 6))
print(rng.logseries(0.5, 6))
print(rng.vonmises(np.pi / 2, 8, 3))
print(rng.noncentral_chisquare(2, 1.5, 3))
print(rng.noncentral_f(3, 20, 3.0, 3))
# expected cards of a suit in a 5-card hand
hands = rng.hypergeometric(13, 39, 5, size=10_000)
print(np.bincount(hands))
