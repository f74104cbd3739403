print("start")
(1.0).is_integer(1)
print("not reached")
