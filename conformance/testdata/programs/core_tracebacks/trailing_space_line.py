# traceback: full
d = {}
v = d [ "k" ] 
