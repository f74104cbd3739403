print("start")
(1 + 1j) % 2
print("not reached")
