# traceback: full
f = lambda x: x['k']
f({})
