total = 0
history = []
def record(x):
    global total
    total += x
    history.append(total)
for v in [5, -2, 10]:
    record(v)
print(total, history)
def reset():
    global total, history
    total, history = 0, []
reset()
print(total, history)
