for x in [-5, 0, 3, 10, 100]:
    if x < 0:
        print(x, 'negative')
    elif x == 0:
        print(x, 'zero')
    elif x < 10:
        print(x, 'small')
    else:
        print(x, 'large')
