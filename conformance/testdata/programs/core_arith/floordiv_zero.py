# traceback: full
print(7.0 // 0)
