# traceback: full
print("never printed")
values = [1, 2, 3
total = sum(values)
