from collections import Counter
words = "the cat sat on the mat the cat ran far far away".split()
c = Counter(words)
print(c.most_common(3))
print(c.most_common(0), c.most_common(-1))
print(c.most_common(100)[-2:])
print(c)
print(repr(Counter('zyxzyx')))
