print("start")
range('3')
print("not reached")
