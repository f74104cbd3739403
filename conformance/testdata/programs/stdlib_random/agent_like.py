import random
random.seed(42)
names = ['alice', 'bob', 'carol', 'dave', 'eve']
team = random.sample(names, 3)
print(team)
scores = {n: random.randint(50, 100) for n in names}
print(scores)
print(max(scores, key=scores.get))
deck = [f'{r}{s}' for s in 'SHDC' for r in 'A23456789TJQK']
random.shuffle(deck)
print(deck[:5])
print(round(sum(random.random() for _ in range(1000)) / 1000, 4))
print([round(random.gauss(100, 15), 2) for _ in range(5)])
