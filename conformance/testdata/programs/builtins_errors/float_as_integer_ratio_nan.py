print("start")
float('nan').as_integer_ratio()
print("not reached")
