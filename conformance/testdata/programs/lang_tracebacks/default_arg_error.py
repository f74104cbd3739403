# traceback: full
limits = {}
def fetch(n=limits['max']):
    return n
