total = 0
def add(x):
    global total
    total += x
def reset():
    global total, extra
    total = 0
    extra = 'created'
add(5); add(6)
print(total)
reset()
print(total, extra)
