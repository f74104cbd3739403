# traceback: full
vals = [1, 2, 0, 4]
print([10 // v for v in vals])
