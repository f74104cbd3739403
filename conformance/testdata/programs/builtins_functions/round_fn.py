print(round(2.5), round(3.5), round(-2.5), round(0.125, 2), round(2.675, 2), round(1234, -2), round(1250, -2), round(1.5, None), round(7), round(-0.4))
print(round(123.456, -1), round(5e-324, 2), round(float('inf')) if False else '', type(round(2.5)).__name__, type(round(2.5, 0)).__name__)
