print([round(x) for x in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5]], [round(x, 1) for x in [0.05, 0.15, 0.25, 0.35]], round(15, -1), round(25, -1), round(-35, -1))
