# traceback: full
print('€', '😀), 1)
