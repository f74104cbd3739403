class Config:
    DEBUG = False
    LEVELS = ['low', 'high']
    def level(self, i):
        return self.LEVELS[i]
    def toggle(cls):
        cls.DEBUG = not cls.DEBUG
    toggle = classmethod(toggle)
Config.toggle()
c = Config()
print(Config.DEBUG, c.level(1), hasattr(c, 'LEVELS'), getattr(c, 'nope', 'dflt'))
setattr(Config, 'NEW', 1)
print(Config.NEW, c.NEW)
c.LEVELS.append('max')
print(Config.LEVELS)
class Sub(Config):
    DEBUG = 'sub'
print(Sub.DEBUG, Sub().level(2), Sub.NEW)
print(type(c).__name__, type(Config).__name__, Config.__name__, issubclass(Sub, Config))
