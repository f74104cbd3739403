z = 3 + 4j
print(z, abs(z), z.real, z.imag, z.conjugate())
print(z * (1 - 1j), z / 2, (1j) ** 2)
print(complex(1, 2), complex('3+4j') == z)
