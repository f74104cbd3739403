class Cfg:
    debug = False
c = Cfg()
print(getattr(c, 'debug'), getattr(c, 'missing', 'fallback'), hasattr(c, 'debug'), hasattr(c, 'nope'))
setattr(c, 'level', 3)
print(c.level, getattr(c, 'level'))
for name in ('upper', 'lower'):
    print(getattr('MiXed', name)())
try:
    getattr(c, 'missing')
except AttributeError as e:
    print(e)
try:
    getattr(c, 5)
except TypeError as e:
    print(e)
try:
    setattr(5, 'x', 1)
except AttributeError as e:
    print(e)
delattr(c, 'level')
print(hasattr(c, 'level'))
try:
    delattr(c, 'level')
except AttributeError as e:
    print(e)
