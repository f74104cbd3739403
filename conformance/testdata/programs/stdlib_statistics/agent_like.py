import statistics
scores = [88, 92, 79, 93, 85, 91, 78, 95, 89, 84]
print(f'mean={statistics.mean(scores)} median={statistics.median(scores)} stdev={statistics.stdev(scores):.4f}')
print(round(statistics.pstdev(scores), 6), statistics.variance(scores), statistics.mode([1, 1, 2]))
temps = [21.5, 23.1, 19.8, 22.4, 20.9, 24.3]
print(statistics.mean(temps), statistics.median(temps), statistics.stdev(temps), statistics.quantiles(temps, n=4))
prices = [1.99, 2.49, 2.49, 3.10]
print(statistics.mean(prices), statistics.harmonic_mean(prices), statistics.geometric_mean(prices))
