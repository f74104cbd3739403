import math
print(math.prod([]), math.prod([1, 2, 3, 4]), math.prod(range(1, 21)), math.prod([1.5, 2]), math.prod([2, 3], start=10))
print(math.prod(['ab', 3]), math.prod([3, 'ab']), math.prod([], start='x'), math.prod([[1], 2]))
print(math.prod([2] * 100), math.prod(x for x in [0.1, 0.2, 0.3]), math.prod([True, True]))
for args, kw in [((), {}), (([1], 2), {}), (([1],), {'start': 2, 'x': 3}), ((1,), {}), (([1],), {'x': 1}), ((['a', 'b'],), {})]:
    try:
        print(math.prod(*args, **kw))
    except TypeError as e:
        print(e)
