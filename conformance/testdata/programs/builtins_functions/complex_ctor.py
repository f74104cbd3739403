print(complex(), complex(1), complex(1, 2), complex('3+4j'), complex(' -1.5j '), complex(real=2, imag=-1), complex(1j, 1j), complex('inf'))
