print("start")
complex(real='1')
print("not reached")
