import random
random.seed(5)
print(random.randrange(2**64), random.randrange(-2**70, 2**70, 3), random.randrange(10**50, 10**50 + 10))
print(random.randint(-2**63, 2**63), random.randrange(2**63 - 5, 2**63 + 5))
