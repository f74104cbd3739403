# krait-run: --allow-import numpy.*
import numpy as np
temps = np.array([[22.1, 23.4, 21.8], [25.0, 26.2, 24.9], [19.5, 18.7, 20.1], [30.2, 29.8, 31.0]])
cities = ['Paris', 'Madrid', 'Oslo', 'Cairo']
for city, row in zip(cities, temps):
    print(f"{city:8s} avg={row.mean():.2f} max={row.max()} min={row.min()}")
print("hottest:", cities[np.argmax(temps.mean(axis=1))])
print("daily means:", temps.mean(axis=0))
print(temps.round().astype(int))
