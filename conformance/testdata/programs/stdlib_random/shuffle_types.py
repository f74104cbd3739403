import random
random.seed(4)
a = list('abcdefghij')
random.shuffle(a)
b = bytearray(b'123456')
random.shuffle(b)
print(a, b)
class Seq:
    def __init__(self, xs):
        self.xs = xs
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        return self.xs[i]
    def __setitem__(self, i, v):
        self.xs[i] = v
s = Seq([1, 2, 3, 4, 5])
random.shuffle(s)
print(s.xs)
