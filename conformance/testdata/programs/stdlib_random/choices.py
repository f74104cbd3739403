import random
random.seed(8)
print(random.choices('abc', k=10))
print(random.choices([1, 2, 3], weights=[10, 1, 1], k=10))
print(random.choices([1, 2, 3], cum_weights=[1, 2, 30], k=10))
print(random.choices(range(5)), random.choices('xy', [0.5, 0.5], k=4), random.choices('ab', k=0))
print(random.choices([1, 2], weights=[1, 2], k=3))
for args, kw in [(([1, 2], 2), {}), (([1, 2],), {'weights': [1], 'k': 1}), (([1, 2],), {'weights': [1, 1], 'cum_weights': [1, 2]}), (([1, 2],), {'weights': [0, 0]}), (([1, 2],), {'weights': [1, float('inf')]}), (([],), {}), (([],), {'weights': []})]:
    try:
        print(random.choices(*args, **kw))
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
