print("start")
int.from_bytes(b'a', 'sideways')
print("not reached")
