print("start")
None.foo
print("not reached")
