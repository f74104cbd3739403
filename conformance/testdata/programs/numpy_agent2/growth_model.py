# krait-run: --allow-import numpy.*
import numpy as np
pop = np.zeros(10)
pop[0] = 100
r, K = 0.5, 1000
for t in range(1, 10):
    pop[t] = pop[t - 1] + r * pop[t - 1] * (1 - pop[t - 1] / K)
print(np.round(pop, 2))
print("Year reaching 500:", np.argmax(pop >= 500))
print(np.round(np.diff(pop), 3))
