print("start")
oct('8')
print("not reached")
