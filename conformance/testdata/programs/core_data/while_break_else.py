def find(xs, target):
    i = 0
    while i < len(xs):
        if xs[i] == target:
            print('found at', i)
            break
        i += 1
    else:
        print('not found')
find([1, 2, 3], 2)
find([1, 2, 3], 9)
