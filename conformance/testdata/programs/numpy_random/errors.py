# krait-run: --allow-import numpy.*
import numpy as np

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

rng = np.random.default_rng(0)
attempt("randint low>=high:", lambda: np.random.randint(5, 3))
attempt("randint high<=0:", lambda: np.random.randint(0))
attempt("normal scale<0:", lambda: np.random.normal(0, -1))
attempt("choice too many:", lambda: np.random.choice(3, 5, replace=False))
attempt("choice bad p:", lambda: np.random.choice(3, p=[0.5, 0.6, 0.1]))
attempt("choice p size:", lambda: np.random.choice(3, p=[0.5, 0.5]))
attempt("choice 2d:", lambda: np.random.choice([[1, 2], [3, 4]]))
attempt("seed negative:", lambda: np.random.seed(-1))
attempt("poisson lam<0:", lambda: np.random.poisson(-2))
attempt("binomial p>1:", lambda: np.random.binomial(5, 1.5))
attempt("uniform high<low:", lambda: rng.uniform(3, 2))
attempt("integers bounds:", lambda: rng.integers(10, 5))
attempt("gen choice:", lambda: rng.choice(4, 6, replace=False))
attempt("broadcast:", lambda: np.random.normal([1, 2], [1, 2, 3]))
attempt("permutation float:", lambda: np.random.permutation(5.0))
attempt("rand float:", lambda: np.random.rand(2.5))
