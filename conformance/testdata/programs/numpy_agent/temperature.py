# krait-run: --allow-import numpy.*
import numpy as np
celsius = np.array([-10, 0, 15.5, 25, 37, 100])
fahrenheit = celsius * 9 / 5 + 32
print(fahrenheit)
for c, f in zip(celsius, fahrenheit):
    print(f"{c:6.1f}C = {f:6.1f}F")
print("Above 20C:", celsius[celsius > 20])
print("Average F:", fahrenheit.mean())
