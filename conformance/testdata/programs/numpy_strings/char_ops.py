# krait-run: --allow-import numpy.*
import numpy as np
names = np.array(['alice', 'Bob', 'CHARLIE'])
print(np.char.upper(names), np.char.lower(names), np.char.capitalize(names))
print(np.char.str_len(names), np.char.add(names, '!'))
print(np.char.replace(names, 'li', 'LI'), np.char.center(names, 9, '*'))
print(np.char.startswith(names, 'a'), np.char.find(names, 'b'))
print(np.char.split(np.array(['a b', 'c d e'])))
print(np.char.strip(np.array(['  x ', 'y  '])), np.char.zfill(np.array(['7', '42']), 4))
