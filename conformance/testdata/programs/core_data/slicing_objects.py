l = list(range(10))
s = slice(2, 8, 2)
print(l[s], s.start, s.stop, s.step, slice(5), slice(None, None, -1), 'abcdef'[s])
print(l[-3:], l[:-7], l[8:2:-2], l[::-3], l[5:5], l[-100:100][:2])
try:
    l[::0]
except ValueError as e:
    print(e)
print((1, 2, 3)[::-1], (1, 2)[::-1], 'ab'[::-1], b'xyz'[1:])
