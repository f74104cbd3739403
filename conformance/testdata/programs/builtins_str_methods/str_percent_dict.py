print('%(name)s is %(age)d years, %(name)r' % {'name': 'ann', 'age': 30})
print('%-10s|%10s|' % ('left', 'right'))
print('%.3s|%*d|%-*d|' % ('abcdef', 5, 42, 4, 7))
