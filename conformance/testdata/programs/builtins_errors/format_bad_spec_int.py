print("start")
format(5, 'q')
print("not reached")
