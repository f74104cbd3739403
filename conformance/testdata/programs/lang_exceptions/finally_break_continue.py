for i in range(3):
    try:
        if i == 1:
            continue
        print('body', i)
    finally:
        print('finally', i)
def stop():
    for i in range(5):
        try:
            raise ValueError(i)
        finally:
            if i == 2:
                break
    return 'broke at %d' % i
print(stop())
def cont():
    out = []
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            out.append(i)
            continue
    return out
print(cont())
