value = 10
print(valeu)
