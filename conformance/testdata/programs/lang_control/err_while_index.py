# traceback: full
def drain(queue):
    out = []
    while True:
        out.append(queue.pop(0))
        if out[-1] is None:
            return out
print(drain([1, None]))
print(drain([1, 2]))
