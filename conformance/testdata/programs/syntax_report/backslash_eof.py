# traceback: full
x = 1
\