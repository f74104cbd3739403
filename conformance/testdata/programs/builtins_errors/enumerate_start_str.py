print("start")
enumerate([], start='a')
print("not reached")
