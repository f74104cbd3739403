s = {1, 2, 3}
s.add(4)
s.discard(10)
s.remove(1)
print(s, s.pop() in {2, 3, 4}, len(s))
s.clear()
print(s)
