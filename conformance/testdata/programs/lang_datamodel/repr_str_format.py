class Money:
    def __init__(self, amt, cur='EUR'):
        self.amt, self.cur = amt, cur
    def __repr__(self):
        return f'Money({self.amt!r}, {self.cur!r})'
    def __str__(self):
        return f'{self.amt:.2f} {self.cur}'
    def __format__(self, spec):
        if spec == 'short':
            return f'{self.amt:g}{self.cur[0]}'
        return format(str(self), spec)
m = Money(3.5)
print(m, repr(m), [m], str(m))
print(f'{m}|{m!r}|{m:short}|{m:>15}|')
print('{0} {0!r} {0:short}'.format(m))
print('%s %r' % (m, m))
