import random
random.seed(7)
print([random.choice([10, 20, 30]) for _ in range(10)])
print(''.join(random.choice('abcdef') for _ in range(20)))
print(random.choice((1,)), random.choice(range(1000)), random.choice(b'xyz'))
for bad in [[], '', (), 5, {1: 2}]:
    try:
        print(random.choice(bad))
    except (IndexError, TypeError, KeyError) as e:
        print(type(e).__name__, e)
