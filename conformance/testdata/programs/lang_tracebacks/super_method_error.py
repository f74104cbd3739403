# traceback: full
class Base:
    def save(self):
        return self.validate()
    def validate(self):
        if not self.name:
            raise ValueError('name required')
class User(Base):
    def __init__(self, name):
        self.name = name
    def save(self):
        print('saving', repr(self.name))
        return super().save()
User('ann').save()
User('').save()
