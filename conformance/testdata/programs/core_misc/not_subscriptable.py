# traceback: full
n = 10
print(n[0])
