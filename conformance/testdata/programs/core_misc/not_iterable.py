# traceback: full
count = 3
for i in count:
    print(i)
