sales = [('mon', 120), ('tue', 80), ('wed', 0), ('thu', 200), ('fri', 50)]
running = []
total = 0
for day, amt in sales:
    total += amt
    running.append((day, total))
print(running)
best = max(sales, key=lambda s: s[1])
print('best day:', best[0], 'avg:', round(total / len(sales), 2))
streak = longest = 0
for _, amt in sales:
    streak = streak + 1 if amt > 0 else 0
    longest = max(longest, streak)
print('longest positive streak', longest)
pct = {d: f'{a / total:.1%}' for d, a in sales}
print(pct)
