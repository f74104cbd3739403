# xfail: read-only int attribute message
print("start")
n = 1
n.real = 2
print("not reached")
