acc = []
add = lambda x, acc=acc: acc.append(x) or acc
add(1); add(2)
print(acc, add(3) is acc)
