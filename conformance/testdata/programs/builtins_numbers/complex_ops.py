a, b = 1 + 2j, 3 - 1j
print(a + b, a - b, a * b, a / b, a ** 2, a.real, a.imag, a.conjugate(), abs(3 + 4j), a == complex(1, 2), -a, 1j ** 2, (1 + 0j) == 1)
