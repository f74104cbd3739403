print("start")
True + 'a'
print("not reached")
