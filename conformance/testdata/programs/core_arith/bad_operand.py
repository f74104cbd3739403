# traceback: full
print(1 + 2)
x = 1 + 'a'
