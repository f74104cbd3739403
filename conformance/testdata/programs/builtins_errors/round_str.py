print("start")
round('1.5')
print("not reached")
