print("start")
[1] + 'ab'
print("not reached")
