import random
print(random.NV_MAGICCONST, random.TWOPI, random.LOG4, random.SG_MAGICCONST, random.BPF, random.RECIP_BPF)
names = ['BPF', 'LOG4', 'NV_MAGICCONST', 'RECIP_BPF', 'Random', 'SG_MAGICCONST', 'SystemRandom', 'TWOPI', 'betavariate', 'choice', 'choices', 'expovariate', 'gammavariate', 'gauss', 'getrandbits', 'getstate', 'lognormvariate', 'normalvariate', 'paretovariate', 'randbytes', 'randint', 'random', 'randrange', 'sample', 'seed', 'setstate', 'shuffle', 'triangular', 'uniform', 'vonmisesvariate', 'weibullvariate']
print(len(names), [n for n in names if not hasattr(random, n)])
print(random.Random.VERSION, issubclass(random.SystemRandom, random.Random))
sr = random.SystemRandom()
x = sr.random()
print(0 <= x < 1, 1 <= sr.randint(1, 6) <= 6)
try:
    sr.getstate()
except NotImplementedError as e:
    print('NotImplementedError', e)
