# traceback: full
x = 3
assert x == 3
print('first ok')
assert x > 5, 'x too small: %d' % x
