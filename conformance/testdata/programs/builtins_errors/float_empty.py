print("start")
float('')
print("not reached")
