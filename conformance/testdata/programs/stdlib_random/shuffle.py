import random
random.seed(99)
for n in [0, 1, 2, 5, 10, 30]:
    xs = list(range(n))
    random.shuffle(xs)
    print(xs)
s = ['a', 'b', 'c', 'd']
random.shuffle(s)
print(s)
for bad in [(1, 2, 3), 'abc', 5]:
    try:
        random.shuffle(bad)
    except TypeError as e:
        print(type(e).__name__, e)
