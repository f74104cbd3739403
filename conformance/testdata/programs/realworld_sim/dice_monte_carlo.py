import random
from collections import Counter
import statistics

random.seed(2024)
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(5000)]
dist = Counter(rolls)
for total in range(2, 13):
    n = dist[total]
    expected = (6 - abs(total - 7)) / 36 * len(rolls)
    print(f"{total:>2}: {n:>4} {'*' * (n // 25):<28} exp {expected:6.1f} diff {n - expected:+6.1f}")
print("mean", statistics.mean(rolls), "stdev", round(statistics.stdev(rolls), 4))

inside = sum(1 for _ in range(20000) if random.random() ** 2 + random.random() ** 2 <= 1)
print("pi ~", 4 * inside / 20000)
deck = [f"{r}{s}" for s in "SHDC" for r in ["A", *map(str, range(2, 11)), "J", "Q", "K"]]
random.shuffle(deck)
print(deck[:5], len(deck))
print(random.sample(range(100), 5), random.choice(deck), random.choices("abc", weights=[5, 1, 1], k=10))
print(round(random.uniform(1, 2), 6), round(random.gauss(0, 1), 6), round(random.triangular(0, 10, 3), 6))
print(random.randrange(0, 100, 7), round(random.expovariate(2), 6), random.getrandbits(16))
rng = random.Random(42)
print([rng.randint(1, 10) for _ in range(8)], round(rng.random(), 10))
flips = "".join(random.choice("HT") for _ in range(60))
longest = max(len(run) for run in flips.replace("HT", "H T").replace("TH", "T H").split())
print(flips, longest)
print(round(random.betavariate(2, 3), 6), round(random.lognormvariate(0, 0.5), 6), round(random.vonmisesvariate(1, 2), 6))
