# traceback: full
total = 1 +\