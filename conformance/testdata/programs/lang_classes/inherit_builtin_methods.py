class Stack(list):
    def push(self, x): self.append(x)
    def peek(self): return self[-1]
s = Stack([1, 2])
s.push(3)
print(s, s.peek(), len(s), type(s).__name__, isinstance(s, list))
print(s + [4], type(s + [4]).__name__)
