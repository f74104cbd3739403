# traceback: full
x = [1]
y = x[ 5 ]
