print("start")
sum([b'a'], b'')
print("not reached")
