name = 'n'
print(name + 1)
