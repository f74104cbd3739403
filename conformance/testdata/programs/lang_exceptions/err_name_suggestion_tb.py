# traceback: full
results = [1, 2]
print(len(result))
