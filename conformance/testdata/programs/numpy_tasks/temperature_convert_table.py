# krait-run: --allow-import numpy.*
import numpy as np
c = np.arange(-10, 41, 10)
f = c * 9 / 5 + 32
table = np.column_stack((c, f))
print(table)
for row in table:
    print("%5.1f C = %5.1f F" % tuple(row))
