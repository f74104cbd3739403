# traceback: full
x = 5
x()
