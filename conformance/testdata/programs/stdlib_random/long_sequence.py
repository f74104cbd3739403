import random
random.seed(2**40 + 17)
acc = 0
for i in range(5000):
    acc = (acc * 31 + random.randrange(1000)) % 1000003
print(acc)
print(random.random(), random.getrandbits(32))
xs = list(range(500))
random.shuffle(xs)
print(sum(i * x for i, x in enumerate(xs)))
