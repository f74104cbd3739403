print("start")
1j // 2
print("not reached")
