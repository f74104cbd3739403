data = ['bb', 'a', 'ccc', 'aa', 'b']
print(sorted(data, key=len), sorted(data, key=lambda s: (len(s), s)), sorted(sorted(data), key=len, reverse=True))
