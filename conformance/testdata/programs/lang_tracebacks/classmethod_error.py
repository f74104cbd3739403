# traceback: full
class Config:
    @classmethod
    def parse(cls, text):
        key, value = text.split('=')
        return cls()
print(type(Config.parse('a=1')).__name__)
Config.parse('novalue')
