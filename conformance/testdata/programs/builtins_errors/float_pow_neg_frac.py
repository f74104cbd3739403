print("start")
(-8.0) ** 0.5 if False else 0.0 ** -2
print("not reached")
