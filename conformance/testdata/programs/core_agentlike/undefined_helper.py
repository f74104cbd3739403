# traceback: full
def summarize(values):
    return {'mean': mean(values), 'n': len(values)}
print(summarize([1, 2, 3]))
