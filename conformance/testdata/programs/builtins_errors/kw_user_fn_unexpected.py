print("start")
f = lambda a: a; f(b=1)
