print("start")
bin('3')
print("not reached")
