print("start")
sum(['a', 'b'], '')
print("not reached")
