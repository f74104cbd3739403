count = 5
print(count[0])
