from collections import Counter
try:
    Counter.fromkeys('abc')
except NotImplementedError as e:
    print(e)
print(Counter('aab') == {'a': 2, 'b': 1})
c = Counter(a=2.5, b=1)
print(c, c.total())
Counter(1)
