# traceback: full
for i in range(3):
