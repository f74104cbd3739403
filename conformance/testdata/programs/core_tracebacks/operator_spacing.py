# traceback: full
a = 'x'
b = 2
c = a   -   b
