print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5))
print(round(2.675, 2), round(1234.5678, -2), round(12345, -2), round(15, -1), round(25, -1))
print(round(3.14159, 3), round(7), round(-0.5))
