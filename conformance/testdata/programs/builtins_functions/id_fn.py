a = [1]
b = a
print(id(a) == id(b), id(a) == id([1]), type(id(a)).__name__)
