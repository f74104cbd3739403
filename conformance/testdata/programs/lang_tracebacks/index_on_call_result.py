# traceback: full
def tokens(s):
    return s.split()
print(tokens('a b')[1])
print(tokens('a')[1])
