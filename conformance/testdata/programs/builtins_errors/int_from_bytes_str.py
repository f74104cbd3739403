print("start")
int.from_bytes('ab', 'big')
print("not reached")
