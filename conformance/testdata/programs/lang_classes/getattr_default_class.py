class Cfg:
    debug = False
c = Cfg()
print(getattr(c, 'debug'), getattr(c, 'verbose', 'n/a'), hasattr(c, 'verbose'))
setattr(c, 'verbose', True)
print(c.verbose, getattr(Cfg, 'verbose', None))
delattr(c, 'verbose')
print(hasattr(c, 'verbose'))
