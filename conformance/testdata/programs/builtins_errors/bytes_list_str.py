print("start")
bytes(['a'])
print("not reached")
