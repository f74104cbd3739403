class Squares:
    def __getitem__(self, i):
        if i >= 5: raise IndexError
        return i * i
print(list(Squares()), 9 in Squares(), 10 in Squares())
for s in Squares():
    print(s, end=' ')
print()
