counter = 0
log = []
def record(event):
    global counter
    counter += 1
    log.append(f'{counter}:{event}')
for e in ('start', 'work', 'stop'):
    record(e)
print(counter, log)
def reset():
    global counter, log
    counter, log = 0, []
reset()
print(counter, log)
CONSTANT = 3
def uses_constant(x):
    return x * CONSTANT
CONSTANT = 4
print(uses_constant(2))
