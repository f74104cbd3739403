# traceback: full
x = 10
y = 0
print(x % y)
