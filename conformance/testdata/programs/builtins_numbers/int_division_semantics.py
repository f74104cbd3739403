for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2)]: print(a, b, a // b, a % b, a / b, -(a // -b))
