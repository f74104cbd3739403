for n in [0, 1, -1, 255, -255, 2 ** 70, True]:
    print(bin(n), oct(n), hex(n))
