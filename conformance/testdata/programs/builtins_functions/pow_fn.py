print(pow(2, 10), pow(2, -1), pow(2.0, 0.5), pow(-8, 1 / 3), pow(3, 4, 5), pow(3, -1, 7), pow(0, 0), pow(base=2, exp=5), pow(2, 3, mod=3), pow(-2, 3), pow(10, 20))
