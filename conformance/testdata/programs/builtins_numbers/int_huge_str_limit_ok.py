n = 10 ** 4000
print(len(str(n)), str(n)[:5])
