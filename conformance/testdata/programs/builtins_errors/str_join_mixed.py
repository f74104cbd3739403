print("start")
'-'.join(['a', 2, 'c'])
print("not reached")
