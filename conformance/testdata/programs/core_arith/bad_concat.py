# traceback: full
name = 'n'
print(name + 1)
