print("start")
object(1)
print("not reached")
