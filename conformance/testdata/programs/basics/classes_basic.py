# Classes: attributes, methods, inheritance, dunder methods.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

    def norm2(self):
        return self.x ** 2 + self.y ** 2

p = Point(1, 2) + Point(3, 4)
print(p, p.norm2(), p == Point(4, 6), str(p))

class Animal:
    sound = "..."
    def speak(self):
        return f"{type(self).__name__} says {self.sound}"

class Dog(Animal):
    sound = "woof"

class Puppy(Dog):
    def speak(self):
        return super().speak() + "!"

for a in [Animal(), Dog(), Puppy()]:
    print(a.speak())
print(isinstance(Puppy(), Animal), issubclass(Dog, Puppy))

class Counter:
    instances = 0
    def __init__(self):
        Counter.instances += 1
    @classmethod
    def count(cls):
        return cls.instances
    @staticmethod
    def helper(v):
        return v * 2
    @property
    def double(self):
        return Counter.instances * 2

Counter(); c = Counter()
print(Counter.count(), Counter.helper(21), c.double)
