class A:
    n = 3
    first = [n]
    try:
        squares = [n * i for i in range(3)]
    except NameError as e:
        print('NameError:', e)
        squares = None
    ok = [i for i in range(n)]
print(A.first, A.squares, A.ok)
