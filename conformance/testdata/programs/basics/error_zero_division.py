# An uncaught exception: exit status 1 and the last stderr line.
print("before")
x = 10
y = x - 10
print(x / y)
print("not reached")
