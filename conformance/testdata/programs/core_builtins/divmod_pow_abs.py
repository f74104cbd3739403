print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5))
print(pow(3, 4), pow(3, 4, 5), pow(-2, 3), pow(2, 0.5))
print(abs(-0.0), abs(-10 ** 20))
