print("start")
str(5, 'utf-8')
print("not reached")
