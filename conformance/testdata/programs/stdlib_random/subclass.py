import random
class MyRandom(random.Random):
    def roll(self):
        return self.randint(1, 6)
r = MyRandom(10)
print([r.roll() for _ in range(10)], isinstance(r, random.Random))
r.extra = 5
print(r.extra, type(r).__name__)
