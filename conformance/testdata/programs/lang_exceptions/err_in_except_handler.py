# traceback: full
def handler(e):
    return e.message
try:
    int('x')
except ValueError as e:
    handler(e)
