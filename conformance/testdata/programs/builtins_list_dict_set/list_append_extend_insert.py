l = [1]
l.append([2])
l.extend('ab')
l.extend(range(2))
l.insert(0, 'first')
l.insert(100, 'end')
l.insert(-1, 'pen')
l.insert(-100, 'start')
print(l)
