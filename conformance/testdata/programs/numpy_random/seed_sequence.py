# krait-run: --allow-import numpy.*
import numpy as np

ss = np.random.SeedSequence(12345)
print(ss.generate_state(4))
children = ss.spawn(3)
streams = [np.random.default_rng(s) for s in children]
for r in streams:
    print(r.integers(0, 1000, 3))
print(ss.n_children_spawned)
g = np.random.Generator(np.random.PCG64(7))
print(g.random(3))
m = np.random.Generator(np.random.MT19937(7))
print(m.random(3))
print(np.random.default_rng([1, 2, 3]).integers(100, size=4))
print(np.random.default_rng(2**80).random())
same = np.random.default_rng(5)
print(np.random.default_rng(same) is same)
