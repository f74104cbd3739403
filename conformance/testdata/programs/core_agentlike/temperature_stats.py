temps = {'mon': 21.5, 'tue': 23.0, 'wed': 19.8, 'thu': 25.1, 'fri': 22.4}
avg = sum(temps.values()) / len(temps)
hottest = max(temps, key=temps.get)
coldest = min(temps.items(), key=lambda kv: kv[1])
above = [d for d, t in temps.items() if t > avg]
print(f'average {avg:.2f}')
print('hottest', hottest, temps[hottest])
print('coldest', coldest)
print('above average:', ', '.join(above))
variance = sum((t - avg) ** 2 for t in temps.values()) / len(temps)
print(f'stddev {variance ** 0.5:.3f}')
