class Animal:
    sound = '...'
    def speak(self): return f'{type(self).__name__} says {self.sound}'
class Dog(Animal): sound = 'woof'
class Cat(Animal): sound = 'meow'
class Puppy(Dog):
    def speak(self): return super().speak() + '!'
for a in [Dog(), Cat(), Puppy(), Animal()]:
    print(a.speak(), isinstance(a, Dog))
