import random
for s in range(20):
    r = random.Random(s)
    print(s, r.expovariate(2), r.gammavariate(2.5, 1), r.betavariate(1.5, 3), r.vonmisesvariate(0.5, 4), r.triangular(1, 3))
