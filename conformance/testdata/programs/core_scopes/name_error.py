# traceback: full
value = 10
print(valeu)
