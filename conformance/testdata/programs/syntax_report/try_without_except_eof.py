# traceback: full
try:
    x = 1
