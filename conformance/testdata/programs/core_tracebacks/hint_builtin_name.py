# traceback: full
values = [3, 1, 2]
print(sorte(values))
