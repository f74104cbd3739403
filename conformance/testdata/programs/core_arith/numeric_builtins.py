print(sum([1, 2, 3]), sum([0.1] * 10), sum([[1], [2]], []), sum(range(101)), sum((), 10))
print(min(3, 1, 2), max([4, 9, 2]), min('bca'), max([], default='none'), min([3, 1], key=lambda x: -x))
print(abs(-7), abs(2.5), round(7.456, 1), round(7), divmod(17, 5), pow(2, 8))
print(max(1, 2.0), min(1, 1.0), max(1.0, 1), max((1, 'a'), (1, 'b')))
try:
    max([])
except ValueError as e:
    print(e)
try:
    min()
except TypeError as e:
    print(e)
try:
    sum(['a', 'b'], '')
except TypeError as e:
    print(e)
print(round(0.5), round(1.5), round(-2.5), round(5, -1), round(15, -1), round(25, -1))
