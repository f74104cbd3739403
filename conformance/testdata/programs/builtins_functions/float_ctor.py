print(float(), float(3), float('1.5'), float(' -2e3 '), float('inf'), float('-Infinity'), float('nan'), float('1_000.5'), float(True), float('0x10' if False else '1e-5'))
