print("start")
ord('')
print("not reached")
