print("start")
str(b'\xff', 'utf-8')
print("not reached")
