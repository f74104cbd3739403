print("start")
(1).conjugate(2)
print("not reached")
