# traceback: full
data = {'a': 1, 'b': 0}
print(max(10 / v for v in data.values()))
