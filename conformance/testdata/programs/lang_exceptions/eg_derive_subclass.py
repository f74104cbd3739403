# split builds its parts with derive(), which subclasses override.
class Tagged(ExceptionGroup):
    def derive(self, excs):
        print('derive', self.message, len(excs), type(excs).__name__)
        return Tagged(self.message + '*', excs)
eg = Tagged('t', [ValueError(1), TypeError(2), Tagged('inner', [ValueError(3), TypeError(4)])])
m, r = eg.split(ValueError)
print(type(m).__name__, repr(m))
print(type(r).__name__, repr(r))
plain = ExceptionGroup('p', [ValueError(1), TypeError(2)])
d = plain.derive([KeyError(3)])
print(type(d).__name__, repr(d), d.message)
print(repr(plain.derive((KeyboardInterrupt(),))))
for bad in (lambda: plain.derive(), lambda: plain.derive(1, 2), lambda: plain.derive([]), lambda: plain.derive(5), lambda: plain.derive([1]), lambda: plain.derive(excs=[ValueError()])):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
class Broken(ExceptionGroup):
    def derive(self, excs):
        return ValueError('not a group')
try:
    Broken('b', [ValueError(1), TypeError(2)]).split(ValueError)
except TypeError as e:
    print(e)
class Keeps(ExceptionGroup):
    pass
k = Keeps('k', [ValueError(1), TypeError(2)])
print(type(k.subgroup(ValueError)).__name__, type(k.subgroup(Exception)).__name__)
