# traceback: full
print(lenn([1, 2]))
