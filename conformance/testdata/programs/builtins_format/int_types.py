n = 300
print(f'{n:d}|{n:b}|{n:o}|{n:x}|{n:X}|{n:c}|{n:e}|{n:f}|{n:%}|{n:g}|{n:n}|{n:#b}|{n:#o}|{n:#X}|{-n:#x}')
