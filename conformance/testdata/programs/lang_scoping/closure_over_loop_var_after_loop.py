funcs = []
for i in range(3):
    funcs.append(lambda: i)
i = 'changed'
print([f() for f in funcs])
