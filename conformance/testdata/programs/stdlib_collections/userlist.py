from collections import UserList
class Stack(UserList):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
s = Stack([1, 2])
s.push(3)
print(s, len(s), s.peek(), s.pop(), s)
print(s + [9], [0] + s, s * 2, type(s + [9]).__name__)
s += (7, 8)
print(s, s[1:3], type(s[1:3]).__name__)
print(s == [1, 2, 7, 8], s < [2], 7 in s, s.index(7), s.count(1))
s.sort(reverse=True)
print(s, list(reversed(s)), sorted(s))
s.insert(0, 'x')
s.remove('x')
s[0] = 100
del s[1]
print(s, s.copy(), UserList())
