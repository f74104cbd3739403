print('{} + {} = {}'.format(1, 2, 3))
print('{0}{1}{0}'.format('ab', 'cd'))
print('{name} is {age:>3}'.format(name='Ann', age=7))
print('{0[0]} {0[1]} {1[k]}'.format(('x', 'y'), {'k': 'v'}))
print('{:*^10}'.format('mid'), '{:.3}'.format('truncate'), '{!r}'.format('r'))
print('%s %d %.2f %r %5s|%-5s|' % ('s', 42, 3.14159, 'q', 'a', 'b'))
print('%(a)s-%(b)03d' % {'a': 'x', 'b': 7}, '%x %o %e %%' % (255, 8, 12345.678))
print('%c%c' % (72, 'i'), '%5.1f|' % 2.25, '%+d' % 5)
try:
    print('%d' % 'x')
except TypeError as e:
    print(e)
try:
    print('%s %s' % ('only',))
except TypeError as e:
    print(e)
try:
    print('%s' % (1, 2))
except TypeError as e:
    print(e)
