print(abs(-5), abs(3.5), abs(-0.0), abs(3 + 4j), abs(True), abs(-10 ** 30), abs(float('-inf')))
