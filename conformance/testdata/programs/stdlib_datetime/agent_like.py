from datetime import datetime, timedelta, date
start = datetime(2024, 3, 15, 9, 30)
deadline = start + timedelta(days=10, hours=4)
print(f'Deadline: {deadline:%Y-%m-%d %H:%M}', (deadline - start).days, (deadline - start).total_seconds() / 3600)
birthdays = {'ann': date(1990, 5, 17), 'bo': date(1985, 12, 1)}
today = date(2024, 3, 15)
for name, bd in sorted(birthdays.items()):
    age = today.year - bd.year - ((today.month, today.day) < (bd.month, bd.day))
    print(name, age, bd.strftime('%d %B %Y'), bd.weekday())
print([d.strftime('%a') for d in (today + timedelta(i) for i in range(7))])
dates = ['2024-03-01', '2023-12-25', '2024-01-15']
print(sorted(dates, key=date.fromisoformat), max(map(date.fromisoformat, dates)))
print(datetime.strptime('15/03/2024 14:45', '%d/%m/%Y %H:%M') - start)
