# xfail: int.from_bytes(str) message
print("start")
int.from_bytes('ab', 'big')
print("not reached")
