import random
random.seed(123)
print(random.sample(range(10), 10))
print(random.sample(range(1000), 5), random.sample(range(10**9), 3))
print(random.sample('abcdefg', 3), random.sample((1, 2, 3), 0), random.sample([5, 6, 7, 8], 2))
print(random.sample(['red', 'blue'], 5, counts=[4, 2]))
print(random.sample(range(100), 30))
for args, kw in [(({1, 2}, 1), {}), (({1: 2}, 1), {}), (([1, 2], 3), {}), (([1, 2], -1), {}), (([1, 2], 1), {'counts': [1]}), (([1, 2], 1), {'counts': [1.5, 2]}), (([1], 1), {'counts': [0]})]:
    try:
        print(random.sample(*args, **kw))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
