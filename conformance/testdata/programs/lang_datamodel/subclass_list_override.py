class LoggedList(list):
    def append(self, x):
        print('append', x)
        super().append(x)
l = LoggedList()
l.append(1)
l.extend([2, 3])
l += [4]
print(l, type(l).__name__, l == [1, 2, 3, 4])
