print(int('0010'), str(0o10), int('-0b11', 0), int(' 1_2 '), int('٣'), float('٣.٥'), int('12', 8), str(-0), int(' -7 '), int('+0x1f', 16))
