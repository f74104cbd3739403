import random
for s in range(20):
    r = random.Random(s)
    xs = list(range(10))
    r.shuffle(xs)
    print(s, r.choice('abcdefgh'), xs, r.sample(range(100), 5), r.uniform(1, 2), r.gauss(0, 1))
