def t(f):
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)
t(lambda: f'{3.5:d}')
t(lambda: f'{"s":d}')
t(lambda: f'{3:s}')
t(lambda: format(1, 'zz'))
t(lambda: f'{[1]:>5}')
t(lambda: f'{1:,x}')
t(lambda: '{} {}'.format(1))
t(lambda: '{0} {}'.format(1, 2))
t(lambda: '{a}'.format(b=1))
t(lambda: format('abc', '.1s'))
t(lambda: format(12.5, '10.3e'))
t(lambda: format(True, 'd'))
t(lambda: format(None, ''))
