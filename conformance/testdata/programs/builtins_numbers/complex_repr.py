print(1j, -1j, 0j, -0j, complex(0, -0.0), 1 + 0j, 1.5 - 2.5j, complex(1e20, 1e-5), complex(float('inf'), float('nan')), complex(-1, 0), 2j * 1j)
