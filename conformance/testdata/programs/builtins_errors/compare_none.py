print("start")
None < None
print("not reached")
