# traceback: full
class Person:
    def __init__(self, age):
        self.age = age
    @property
    def age(self):
        return self._age
    @age.setter
    def age(self, v):
        if v < 0:
            raise ValueError(f'age cannot be negative: {v}')
        self._age = v
p = Person(3)
p.age = -1
