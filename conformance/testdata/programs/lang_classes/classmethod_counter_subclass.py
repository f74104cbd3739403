class Base:
    instances = 0
    @classmethod
    def make(cls):
        cls.instances += 1
        return cls()
class Sub(Base): pass
Base.make(); Sub.make(); Sub.make()
print(Base.instances, Sub.instances)
