print("start")
[1]['0']
print("not reached")
