# traceback: full
s = 'abc'
print(s[5])
