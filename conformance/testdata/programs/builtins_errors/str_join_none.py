print("start")
'-'.join(None)
print("not reached")
