print(any([]), all([]), any([0, '', None]), all([1, 'a', [0]]), any(iter([0, 0, 3])))
def noisy(v):
    print('check', v)
    return v
print(any(noisy(v) for v in [0, 2, 3]))
print(all(noisy(v) for v in [1, 0, 3]))
try:
    any(5)
except TypeError as e:
    print(e)
print(all(x < 10 for x in range(10)), any(c.isupper() for c in 'abcD'))
